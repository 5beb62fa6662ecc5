import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { type HomeImprovement, type HomeValuation } from '@shared/home-value/types';
import { homeValueMessages } from '@shared/home-value/messages';
import { useUpdateValuation } from '../api/update-valuation';
import { usePreloadValuationChecks, valuationBodyIssues } from '../valuation-checks';
import {
  errorKeyOf,
  formFromValuation,
  improvementErrorKey,
  improvementInput,
  isEmptyImprovement,
  isImprovementField,
  randomId,
  valuationBody,
  withWholePurchase,
  type ImprovementField,
  type ImprovementInput,
} from '../valuation-form';
import { mediaQueries } from '../../../ui/breakpoints';
import { useFocusAfterRemoval } from '../../../ui/use-focus-after-removal';
import tableClasses from '../../../ui/data-table.module.css';
import { ScrollRegion } from '../../../ui/scroll-region';
import { showFieldErrors } from '../../../ui/show-field-errors';
import { homeLastSale } from '@shared/home-value/last-sale';
import { improvementCostText } from '../improvement-cost';

// The dialogs (their inputs and masks) load when one first opens, not with the page.
const ImprovementDialog = lazy(() =>
  import('./improvement-dialogs').then((module) => ({ default: module.ImprovementDialog })),
);
const RemoveImprovementDialog = lazy(() =>
  import('./improvement-dialogs').then((module) => ({ default: module.RemoveImprovementDialog })),
);

/**
 * Which renovations count, as the empty list says it: those since the purchase or the last sale,
 * or any with neither on record (QA 63a L13: "since you bought" on a home bought at no known date).
 */
function renovationsSince(valuation: HomeValuation, owner: string): string {
  const sale = homeLastSale(valuation);
  if (!sale) return '';
  return sale.source === 'purchase' ? ` since ${owner} bought` : ' since it last sold';
}

/**
 * Home improvements on the summary (document 3 §2.8, §4): add, edit, and remove after the
 * confirmation. Each change saves the valuation, which is revalued.
 */
export function ImprovementsSection({
  valuation,
  owner = 'you',
}: {
  valuation: HomeValuation;
  /** Who bought the home, as the viewer says it: 'you' to the owner, 'Olivia' to their agent. */
  owner?: string;
}) {
  const update = useUpdateValuation(valuation.id);
  const items = valuation.request.homeImprovements ?? [];
  const [editing, setEditing] = useState<ImprovementInput | null>(null);
  const [removing, setRemoving] = useState<HomeImprovement | null>(null);
  // The message, and the edited improvement's field it is about, if any (its completion date's,
  // mostly): one state, so a message never shows with another's field (review 43 L1).
  const [error, setError] = useState<{ message: string; field?: ImprovementField } | null>(null);
  // The valuation as it was when a dialog opened: a save sends its facts and its stamp, so a
  // refetch behind the dialog (another tab's change) is refused, not overwritten (review 39 L7).
  const [openedOn, setOpenedOn] = useState(valuation);
  usePreloadValuationChecks();
  // A thumb's 44 px on a phone (QA 63a L11: 28 px), the table's compact 28 px on a wide screen.
  const phone = useMediaQuery(mediaQueries.belowSm);
  const list = useRef<HTMLTableSectionElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const removal = useFocusAfterRemoval({
    container: list,
    listed: (valuation.request.homeImprovements ?? []).map((item) => item.randomId),
    busy: removing !== null,
    attribute: 'remove',
    fallback: () => title.current,
  });

  function openEditing(item: ImprovementInput) {
    setOpenedOn(valuation);
    setEditing(item);
  }

  function openRemoving(item: HomeImprovement) {
    setOpenedOn(valuation);
    setRemoving(item);
  }

  const openedInputs = () => (openedOn.request.homeImprovements ?? []).map(improvementInput);

  /** `edited`: the improvement the dialog edits, and its form, whose refused field takes the focus (QA 48c M8). */
  function save(next: ImprovementInput[], done: () => void, edited?: { id: string; form: HTMLFormElement }) {
    const values = { ...withWholePurchase(formFromValuation(openedOn)), improvements: next };
    const body = valuationBody(values, true);
    // The last message goes at once, not when the check answers (review 43 L2: it came back in
    // the form's alert meanwhile).
    setError(null);
    valuationBodyIssues(body, values.earliestYearBuilt).then(
      (issues) => {
        const [issue] = issues;
        if (issue) {
          // A field of the improvement edited: the dialog says it under that field.
          const field = issue.path[2];
          const own =
            edited !== undefined &&
            isImprovementField(field) &&
            errorKeyOf(body, issue.path) === improvementErrorKey(edited.id, field);
          return showFieldErrors(edited?.form ?? null, () =>
            setError({ message: issue.message, ...(own && { field }) }),
          );
        }
        const stamped = openedOn.factsStamp ? { ...body, factsStamp: openedOn.factsStamp } : body;
        update.mutate(stamped, { onSuccess: done, onError: (failure) => setError({ message: failure.message }) });
      },
      () => setError({ message: 'Something went wrong. Please try again.' }),
    );
  }

  const inputs = items.map(improvementInput);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="improvements-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18} id="improvements-title" ref={title} tabIndex={-1}>
            Home improvements
          </Title>
          <Button
            size="xs"
            variant="light"
            onClick={() => openEditing({ randomId: randomId(), area: '', cost: '', completionDate: '' })}
          >
            + Add improvement
          </Button>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {`No improvement yet. Renovations${renovationsSince(valuation, owner)} raise the value: add them here.`}
          </Text>
        ) : (
          <ScrollRegion label="Home improvements" className={tableClasses.scroll}>
            {/* No minimum width: on a phone the area wraps and the two actions stack, so both stay
                in view (QA 33: at 390 px the table scrolled and hid Remove off to the right). */}
            <table className={`${tableClasses.table} ${tableClasses.compact}`}>
              <thead>
                <tr>
                  <th>Area</th>
                  <th>Cost</th>
                  <th>Completed</th>
                  <th>
                    <span style={{ position: 'absolute', left: -9999 }}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody ref={list}>
                {items.map((item, index) => (
                  <tr key={item.randomId}>
                    <td>{item.area}</td>
                    <td>{improvementCostText(item.cost)}</td>
                    <td>{item.completionDate}</td>
                    <td>
                      <Group gap={4} justify="flex-end">
                        <ActionIcon
                          variant="subtle"
                          size={phone ? 'xl' : 'md'}
                          aria-label={`Edit ${item.area}`}
                          onClick={() => openEditing(inputs[index]!)}
                        >
                          ✎
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size={phone ? 'xl' : 'md'}
                          aria-label={`Remove ${item.area}`}
                          data-remove={item.randomId}
                          onClick={() => openRemoving(item)}
                        >
                          ✕
                        </ActionIcon>
                      </Group>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {error && !editing && (
          <Text c="red" size="sm" role="alert">
            {error.message}
          </Text>
        )}
      </Stack>
      <Suspense>
        {editing && (
          <ImprovementDialog
            initial={editing}
            saving={update.isPending}
            error={error?.message ?? null}
            errorField={error?.field}
            onCancel={() => {
              setEditing(null);
              setError(null);
            }}
            onSave={(item, form) => {
              if (isEmptyImprovement(item)) {
                setError({ message: homeValueMessages.improvementInvalid });
                return;
              }
              const opened = openedInputs();
              const exists = opened.some((candidate) => candidate.randomId === item.randomId);
              const next = exists
                ? opened.map((candidate) => (candidate.randomId === item.randomId ? item : candidate))
                : [...opened, item];
              save(next, () => setEditing(null), { id: item.randomId, form });
            }}
          />
        )}
        {removing && (
          <RemoveImprovementDialog
            removing={update.isPending}
            onCancel={() => setRemoving(null)}
            onRemove={() => {
              save(
                openedInputs().filter((item) => item.randomId !== removing.randomId),
                () => {
                  removal(
                    removing.randomId,
                    items.map((item) => item.randomId),
                  );
                  setRemoving(null);
                },
              );
            }}
          />
        )}
      </Suspense>
    </Paper>
  );
}
