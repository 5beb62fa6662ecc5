import { Button, MantineProvider, Modal } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusReturn } from '../../web/src/ui/use-focus-return';

afterEach(cleanup);

const settle = (ms = 60) => act(() => new Promise((done) => setTimeout(done, ms)));

/** A dialog drawn only while it is wanted, open from its first render, as the app's are. */
function MountedOpen({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Archive User" transitionProps={{ duration: 0 }}>
      <Button onClick={onClose}>Cancel</Button>
    </Modal>
  );
}
function MountedOpenReturningFocus({ onClose }: { onClose: () => void }) {
  useFocusReturn();
  return <MountedOpen onClose={onClose} />;
}

function Page({ withHook }: { withHook: boolean }) {
  const [open, setOpen] = useState(false);
  const Dialog = withHook ? MountedOpenReturningFocus : MountedOpen;
  return (
    <MantineProvider>
      <Button onClick={() => setOpen(true)}>Archive User</Button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </MantineProvider>
  );
}

/** A dialog that stays mounted and is lazily drawn open the first time. */
function Toggled() {
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <MantineProvider>
      <Button onClick={() => setOpen(true)}>See who</Button>
      {open !== null && <ToggledDialog opened={open} onClose={() => setOpen(false)} />}
    </MantineProvider>
  );
}
function ToggledDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useFocusReturn(opened);
  // Mantine's own exit transition: the dialog's button keeps the focus while it fades.
  return (
    <Modal opened={opened} onClose={onClose} title="People">
      <Button onClick={onClose}>Close</Button>
    </Modal>
  );
}

describe('the focus after a dialog closes (QA 21b F8)', () => {
  it('is lost to the page by Mantine alone when a dialog mounted open closes (why the hook is there)', async () => {
    render(<Page withHook={false} />);
    const trigger = screen.getByRole('button', { name: 'Archive User' });
    trigger.focus();
    fireEvent.click(trigger);
    await settle();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await settle();
    expect(document.activeElement).not.toBe(trigger);
  });

  it('goes back to the button that opened a dialog mounted open, on Escape and on Cancel', async () => {
    render(<Page withHook />);
    const trigger = screen.getByRole('button', { name: 'Archive User' });
    for (const close of ['Escape', 'Cancel'] as const) {
      trigger.focus();
      fireEvent.click(trigger);
      await settle();
      expect(document.activeElement).not.toBe(trigger);
      if (close === 'Escape') fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      else fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await settle();
      expect(document.activeElement).toBe(trigger);
    }
  });

  it('goes back to the button on the first close of a dialog that stays mounted, through its exit transition, and on later ones', async () => {
    render(<Toggled />);
    const trigger = screen.getByRole('button', { name: 'See who' });
    for (let round = 0; round < 2; round++) {
      trigger.focus();
      fireEvent.click(trigger);
      await settle(300);
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      await settle(300);
      expect(document.activeElement).toBe(trigger);
    }
  });

  it('leaves the focus where the user moved it while the dialog closed', async () => {
    render(
      <>
        <Toggled />
        <MantineProvider>
          <Button>Elsewhere</Button>
        </MantineProvider>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'See who' });
    trigger.focus();
    fireEvent.click(trigger);
    await settle(300);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus();
    await settle(300);
    expect(document.activeElement?.textContent).toBe('Elsewhere');
  });
});
