import { Modal, SimpleGrid, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { CheckIcon, LinkIcon, MailIcon, MessageIcon } from '../../../../ui/icons/action-icons';
import classes from './sold-report.module.css';
import { useFocusReturn } from '../../../../ui/use-focus-return';

/** The confirmation of Copy Link (document 1 §2.2). */
export const linkCopiedMessage = 'Link copied to clipboard';

interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  url: string;
  /** The PDF download, for signed-in users only (document 1 §2.2 "optional Download"). */
  download?: ReactNode;
}

/** Copies with the Clipboard API, or the older way where it is missing (an http page, an old browser). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

interface ShareOptionProps {
  icon: ReactNode;
  label: string;
  component?: 'a';
  href?: string;
  onClick?: () => void;
  active?: boolean;
}

function ShareOption({ icon, label, active, ...rest }: ShareOptionProps) {
  return (
    <UnstyledButton className={classes.shareOption} {...rest}>
      <ThemeIcon size={44} radius="xl" variant={active ? 'filled' : 'light'} color={active ? 'teal' : 'brand'}>
        {icon}
      </ThemeIcon>
      <Text size="sm" fw={500}>
        {label}
      </Text>
    </UnstyledButton>
  );
}

/** Share by e-mail, link or text message, or download (document 1 §2.2). */
export default function ShareDialog({ opened, onClose, title, url, download }: ShareDialogProps) {
  const [copied, setCopied] = useState(false);
  const { start } = useTimeout(() => setCopied(false), 2500);
  const copy = async () => {
    if (await copyText(url)) {
      setCopied(true);
      start();
    }
  };
  const message = `${title}: ${url}`;
  useFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>Share this report</Text>}
      centered
      radius="lg"
      size="md"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {title}
        </Text>
        <TextInput value={url} readOnly aria-label="Link to this report" onFocus={(e) => e.currentTarget.select()} />
        <SimpleGrid cols={3} spacing="sm">
          <ShareOption
            component="a"
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(message)}`}
            icon={<MailIcon size={20} />}
            label="Email"
          />
          <ShareOption
            icon={copied ? <CheckIcon size={20} /> : <LinkIcon size={20} />}
            label="Copy Link"
            onClick={() => void copy()}
            active={copied}
          />
          <ShareOption
            component="a"
            href={`sms:?&body=${encodeURIComponent(message)}`}
            icon={<MessageIcon size={20} />}
            label="SMS"
          />
        </SimpleGrid>
        <Text size="sm" c="teal.8" role="status" aria-live="polite" h={20} ta="center">
          {copied ? linkCopiedMessage : ''}
        </Text>
        {download}
      </Stack>
    </Modal>
  );
}
