import { Text } from '@mantine/core';
import type { SignInNotice } from '../sign-in-steps';

const colour: Record<SignInNotice['tone'], string> = { error: 'red.7', warning: 'orange.8', success: 'green.8' };

/** A message under a form: red, warning or green (document 1 §8); one about a field is shown at the field. */
export function NoticeText({ notice }: { notice: SignInNotice | null }) {
  if (!notice || notice.field) return null;
  return (
    <Text role="alert" size="sm" fw={500} c={colour[notice.tone]} data-tone={notice.tone}>
      {notice.text}
    </Text>
  );
}
