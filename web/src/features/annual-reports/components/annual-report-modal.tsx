import { Alert, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { annualReportMessages, type AnnualReport } from '@shared/annual-report/types';
import { lastSold, valueUsed } from '@shared/annual-report/figures';
import { formatCurrency } from '@shared/format/currency';
import { displayDate } from '@shared/format/dates';
import { mediaQueries } from '../../../ui/breakpoints';
import { useAddComparable, useRemoveComparable, useRequestPrint } from '../api/report-mutations';
import { reportErrorMessage } from '../api/report-errors';
import { useReport } from '../api/report-queries';
import { useReportPreview } from '../hooks/use-report-preview';
import { reportTexts } from '../report-texts';
import classes from './annual-report.module.css';
import { ComparableCard } from './comparable-card';
import { ComparableSearch } from './comparable-search';
import { PreviewStatus } from './preview-status';
import { PrintButton } from './print-button';
import { useFocusReturn } from '../../../ui/use-focus-return';
import { LoadingButton } from '../../../ui/loading-button';

export interface AnnualReportModalProps {
  /** The report shown; none closes the modal. */
  reportId: string | undefined;
  onClose: () => void;
}

/**
 * The annual report modal (document 2 §2, document 3 §2.10): the message, the home's figures,
 * the comparables with their remove action, the search that adds one, Request Print and a PDF
 * preview. Full screen on phones.
 */
export function AnnualReportModal({ reportId, onClose }: AnnualReportModalProps) {
  const phone = useMediaQuery(mediaQueries.belowSm);
  useFocusReturn(Boolean(reportId));
  return (
    <Modal
      opened={Boolean(reportId)}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {annualReportMessages.title}
        </Text>
      }
      size="lg"
      fullScreen={phone}
    >
      {reportId && <ReportBody key={reportId} reportId={reportId} onClose={onClose} />}
    </Modal>
  );
}

function ReportBody({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const report = useReport(reportId);
  if (report.isPending) return <Skeleton h={240} />;
  if (report.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {reportErrorMessage(report.error, annualReportMessages.fetchFailed)}
      </Alert>
    );
  return <ReportEditor report={report.data} onClose={onClose} />;
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

function ReportEditor({ report, onClose }: { report: AnnualReport; onClose: () => void }) {
  // 'created' until the first change in this modal (or a change made before: updatedAt).
  const [changed, setChanged] = useState(false);
  const add = useAddComparable(report.id);
  const remove = useRemoveComparable(report.id);
  const print = useRequestPrint();
  const { state: previewState, preview } = useReportPreview();
  const [printed, setPrinted] = useState(false);
  // The form and its Print button are gone: the keyboard and a screen reader go to what was done.
  const sent = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (printed) sent.current?.focus();
  }, [printed]);
  const list = useRef<HTMLUListElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  /** The comparable being removed, and its neighbours in the list, whose × takes the focus after it. */
  const removal = useRef<{ mls: string; next?: string | undefined; previous?: string | undefined }>(undefined);
  // A removed comparable's card goes, and its × with the focus (to the page, as the × went busy
  // already): the keyboard goes on from the next comparable's ×, else the previous one's, else
  // the list's heading, unless the user has put the focus somewhere meanwhile.
  useEffect(() => {
    const removed = removal.current;
    if (!removed || report.similarSolds.some((property) => property.mls === removed.mls)) return;
    removal.current = undefined;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const cards = [...(list.current?.querySelectorAll<HTMLElement>('[data-mls]') ?? [])];
    const removeButton = (mls: string | undefined) =>
      cards.find((card) => mls !== undefined && card.dataset.mls === mls)?.querySelector('button');
    (removeButton(removed.next) ?? removeButton(removed.previous) ?? title.current)?.focus();
  }, [report.similarSolds]);

  if (printed) {
    return (
      <Stack gap="lg" align="flex-start" py="md">
        <Text ref={sent} tabIndex={-1} role="status" fw={600}>
          {annualReportMessages.printSent}
        </Text>
        {/* Closed too: on the valuations page itself the link changes nothing. */}
        <Button renderRoot={(props) => <Link {...props} to="/dashboard/valuations" />} onClick={onClose}>
          {annualReportMessages.backToDashboard}
        </Button>
      </Stack>
    );
  }

  const homeValue = report.homeValue;
  const sold = lastSold(report);
  // Each figure with its day, as the PDF gives them: which sale, and a value confirmed or estimated when.
  const valueDetail =
    homeValue.confirmedValue !== undefined
      ? homeValue.confirmedAt &&
        `Confirmed ${displayDate(homeValue.confirmedAt)}${
          // The owner changed the facts since, as the PDF's banner says (QA 62a L5).
          homeValue.detailsChangedAt ? `; the home’s details changed on ${displayDate(homeValue.detailsChangedAt)}` : ''
        }`
      : `Estimated ${displayDate(homeValue.instanceValueDate)}`;
  const onChanged = () => setChanged(true);

  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" role="status">
        {changed || report.updatedAt ? annualReportMessages.updated : annualReportMessages.created}
      </Alert>
      <Stack gap={4}>
        <Text fw={700} size="lg">
          {homeValue.displayAddress}
        </Text>
        {report.user && (
          <Text size="sm" c="dimmed">
            {report.user.firstName} {report.user.lastName} · {report.year}
          </Text>
        )}
      </Stack>
      {/* Side by side while each has 8.5rem (a seven-digit price), else one above the other. */}
      <SimpleGrid minColWidth="min(100%, 8.5rem)" autoFlow="auto-fit" spacing="sm">
        <Figure
          label="Last Sold"
          value={sold.price !== undefined ? formatCurrency(sold.price) : reportTexts.notApplicable}
          detail={sold.price !== undefined && sold.date ? `On ${displayDate(sold.date)}` : undefined}
        />
        <Figure label="Valuation" value={formatCurrency(valueUsed(report))} detail={valueDetail} />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="comparables-title">
        <Title order={3} fz="md" id="comparables-title" ref={title} tabIndex={-1}>
          {reportTexts.comparables} ({report.similarSolds.length})
        </Title>
        {report.similarSolds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {reportTexts.noComparables}
          </Text>
        ) : (
          <ul className={classes.comparables} ref={list}>
            {report.similarSolds.map((property, index, all) => (
              <ComparableCard
                key={property.mls}
                property={property}
                removing={remove.isPending && remove.variables === property.mls}
                onRemove={() => {
                  add.reset();
                  removal.current = { mls: property.mls, next: all[index + 1]?.mls, previous: all[index - 1]?.mls };
                  remove.mutate(property.mls, {
                    onSuccess: onChanged,
                    onError: () => (removal.current = undefined),
                  });
                }}
              />
            ))}
          </ul>
        )}
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {reportErrorMessage(remove.error, reportTexts.removeFailed)}
          </Alert>
        )}
      </Stack>
      <ComparableSearch
        comparables={report.similarSolds}
        adding={add.isPending ? add.variables : undefined}
        onAdd={(mls) => {
          remove.reset();
          add.mutate(mls, { onSuccess: onChanged });
        }}
      />
      {add.isError && (
        <Alert color="red" variant="light" role="alert">
          {reportErrorMessage(add.error, reportTexts.addFailed)}
        </Alert>
      )}
      {print.isError && (
        <Alert color="red" variant="light" role="alert">
          {reportErrorMessage(print.error, annualReportMessages.printFailed)}
        </Alert>
      )}
      <PreviewStatus state={previewState} />
      <Group justify="flex-end" gap="sm">
        <LoadingButton
          variant="default"
          loading={previewState.status === 'generating'}
          onClick={() => void preview(report.id, { fromClick: true })}
        >
          {reportTexts.previewPdf}
        </LoadingButton>
        <PrintButton
          printRequestAt={report.printRequestAt}
          loading={print.isPending}
          onRequest={() => print.mutate(report.id, { onSuccess: () => setPrinted(true) })}
        />
      </Group>
    </Stack>
  );
}
