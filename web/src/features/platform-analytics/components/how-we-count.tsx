import { Anchor, List, Paper, Text } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * What the figures mean (issue 16 "Definitions", the same words as the README's "Web
 * analytics"), one click away so an admin reading a number knows what was counted.
 */
export function HowWeCount() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
      <Anchor
        component="button"
        type="button"
        fw={600}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide how these figures are counted' : 'How these figures are counted'}
      </Anchor>
      {open && (
        <List id={id} size="sm" spacing={6} mt="sm">
          <List.Item>
            Page views and sessions are counted only for people who clicked Accept all on the cookie banner; sign-ins
            are part of the service and always counted.
          </List.Item>
          <List.Item>
            A visitor is an anonymous code made from the address and browser under a salt that changes every day, so
            nobody is followed from one day to the next. A month&apos;s visitors are the sum of its daily visitors.
          </List.Item>
          <List.Item>
            A session ends after 30 minutes without activity and belongs to the Toronto day of its first page; its
            duration runs from its first page to its last.
          </List.Item>
          <List.Item>Mobile means a phone&apos;s browser; tablets count as desktop.</List.Item>
          <List.Item>Bots, crawlers and headless browsers are left out.</List.Item>
        </List>
      )}
      {!open && (
        <Text size="sm" c="dimmed" mt={4}>
          Visitors, sessions and what counts as mobile.
        </Text>
      )}
    </Paper>
  );
}
