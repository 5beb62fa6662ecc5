import { Button, Drawer, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { feedbackMaxLength, feedbackPageMaxLength, feedbackTexts, type FeedbackRate } from '@shared/feedback';
import { useSendFeedback } from '../api/send-feedback';
import { LoadingButton } from '../../../ui/loading-button';

/** The page the feedback is about, as the browser writes its path (percent-encoded). */
function currentPage(): string {
  return window.location.pathname.slice(0, feedbackPageMaxLength) || '/';
}

const rateLabels: Record<FeedbackRate, string> = { negative: 'Negative', positive: 'Positive' };

/**
 * The feedback panel (document 2 §2, §4 "Feedback flow"): the form, then the thanks or the
 * apology; closing it clears the form. Sending needs a rate; the text is optional (§5).
 */
export function FeedbackPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [rate, setRate] = useState<FeedbackRate | null>(null);
  const [description, setDescription] = useState('');
  const send = useSendFeedback();

  function close() {
    setRate(null);
    setDescription('');
    send.reset();
    onClose();
  }

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      // 600 px (document 2 §9); Mantine caps a drawer at the window's width, so a phone's whole width.
      size={600}
      returnFocus={false}
      // Above the cookie banner (z-index 300), which would otherwise cover a phone's send button.
      zIndex={350}
      // Mantine writes the drawer's title as its h2.
      title={
        <Text component="span" fw={700} fz="lg">
          {feedbackTexts.title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close feedback' }}
    >
      {send.isSuccess ? (
        <Outcome text={feedbackTexts.thanks} onClose={close} />
      ) : send.isError ? (
        <Outcome text={feedbackTexts.apology} onClose={close} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (rate) send.mutate({ rate, description: description.trim(), page: currentPage() });
          }}
        >
          <Stack gap="lg">
            <Radio.Group
              label={feedbackTexts.rateQuestion}
              value={rate}
              onChange={(value) => setRate(value as FeedbackRate)}
            >
              <Group mt="xs" gap="xl">
                {(['negative', 'positive'] as const).map((value) => (
                  <Radio key={value} value={value} label={rateLabels[value]} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={feedbackTexts.descriptionLabel}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              maxLength={feedbackMaxLength}
              autosize
              minRows={4}
              maxRows={10}
            />
            <Group justify="flex-end">
              <LoadingButton type="submit" disabled={rate === null} loading={send.isPending}>
                {feedbackTexts.send}
              </LoadingButton>
            </Group>
          </Stack>
        </form>
      )}
    </Drawer>
  );
}

function Outcome({ text, onClose }: { text: string; onClose: () => void }) {
  return (
    <Stack gap="lg" role="status">
      <Text fw={600}>{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
