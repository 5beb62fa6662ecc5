import { Alert, Anchor, Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AnnualReport } from '@shared/annual-report/types';
import type { Neighbourhood } from '@shared/neighbourhood';
import { neighbourhoodsQueryOptions } from '../../../lib/neighbourhoods';
import { webConfig } from '../../../lib/web-config';
import { agentReportsQueryOptions, reportQueryOptions } from '../api/report-queries';
import { reportTexts } from '../report-texts';
import { LoadingButton } from '../../../ui/loading-button';
import { mediaQueries } from '../../../ui/breakpoints';

/** The admin's own latest reports that join the sample (DECISIONS row 18). */
const latestReports = 3;

interface GeneratedPdf {
  label: string;
  url: string;
  fileName: string;
}

/** The reports to build: the sample, then the latest few real ones (a failed read is left out). */
async function reportsToBuild(
  load: {
    latest: () => Promise<AnnualReport[]>;
    neighbourhoods: () => Promise<Neighbourhood[]>;
  },
  now: Date,
) {
  const [{ sampleAnnualReport, sampleNeighbourhoods }, latest, neighbourhoods] = await Promise.all([
    import('@shared/pdf/annual-report/sample'),
    load.latest().catch(() => []),
    load.neighbourhoods().catch(() => []),
  ]);
  return [
    { label: 'Sample', report: sampleAnnualReport(now), neighbourhoods: sampleNeighbourhoods },
    ...latest.map((report) => ({
      label: `${report.homeValue.displayAddress} (${report.year})`,
      report,
      neighbourhoods,
    })),
  ];
}

/**
 * `/valuation-annual-report` (DECISIONS row 18): an admin generates the sample annual report,
 * and their latest three real ones, and reads them in a frame, one at a time, or downloads them.
 */
export function SampleReportsPage() {
  const queryClient = useQueryClient();
  const [pdfs, setPdfs] = useState<GeneratedPdf[]>([]);
  const [shown, setShown] = useState(0);
  const phone = useMediaQuery(mediaQueries.belowSm) ?? false;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string[]>([]);
  const held = useRef<string[]>([]);

  useEffect(() => () => held.current.forEach((url) => URL.revokeObjectURL(url)), []);

  async function generate() {
    setBusy(true);
    setFailed([]);
    try {
      const now = new Date();
      const [builds, { generateAnnualReportPdf, pdfBlobUrl }, { annualReportFileName }] = await Promise.all([
        reportsToBuild(
          {
            latest: async () => {
              const list = await queryClient.fetchQuery({ ...agentReportsQueryOptions(false), staleTime: 0 });
              const reads = await Promise.allSettled(
                list.items.slice(0, latestReports).map((item) => queryClient.fetchQuery(reportQueryOptions(item.id))),
              );
              return reads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : []));
            },
            neighbourhoods: () => queryClient.fetchQuery(neighbourhoodsQueryOptions()),
          },
          now,
        ),
        import('../pdf/generate-annual-report-pdf'),
        import('@shared/pdf/annual-report/file-name'),
      ]);
      const made: GeneratedPdf[] = [];
      const failures: string[] = [];
      for (const { label, report, neighbourhoods } of builds) {
        try {
          const bytes = await generateAnnualReportPdf({
            report,
            neighbourhoods,
            productName: webConfig().productName,
            now,
          });
          made.push({ label, url: pdfBlobUrl(bytes), fileName: annualReportFileName(report) });
        } catch (error) {
          console.error(`The annual report PDF "${label}" could not be generated`, error);
          failures.push(label);
        }
      }
      held.current.forEach((url) => URL.revokeObjectURL(url));
      held.current = made.map((pdf) => pdf.url);
      setPdfs(made);
      setShown(0);
      setFailed(failures);
    } catch (error) {
      // A module that fails to load (a new deploy, the network): nothing was built.
      console.error('The annual report PDFs could not be generated', error);
      setFailed(['Sample']);
    } finally {
      setBusy(false);
    }
  }

  const current = pdfs[shown];
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Sample Annual Reports
          </Title>
          <LoadingButton onClick={() => void generate()} loading={busy}>
            Generate
          </LoadingButton>
        </Group>
        <Text c="dimmed" size="sm">
          Builds the sample report (6 photos, 5 comparables, 5 active listings) and your latest {latestReports} annual
          reports in this browser, as Preview does.
        </Text>
        {failed.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {reportTexts.pdfFailed} ({failed.join(', ')})
          </Alert>
        )}
        {current && (
          <Paper withBorder radius="lg" p="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                {pdfs.length > 1 ? (
                  // Stacked on a phone: three addresses side by side ran 250 px past its edge (QA 56a L4).
                  <SegmentedControl
                    aria-label="Report shown"
                    orientation={phone ? 'vertical' : 'horizontal'}
                    fullWidth={phone}
                    value={String(shown)}
                    onChange={(value) => setShown(Number(value))}
                    data={pdfs.map((pdf, index) => ({ value: String(index), label: pdf.label }))}
                  />
                ) : (
                  <Text fw={600}>{current.label}</Text>
                )}
                <Anchor href={current.url} download={current.fileName}>
                  Download {current.fileName}
                </Anchor>
              </Group>
              <iframe
                title={`Annual report PDF: ${current.label}`}
                src={current.url}
                style={{ width: '100%', height: '80vh', border: 0 }}
              />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
