import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import classes from './import-contacts.module.css';

interface CsvDropZoneProps {
  file: File | undefined;
  onChoose: (file: File) => void;
  disabled?: boolean;
}

/**
 * The CSV file upload: drop a file on the zone, or 'Choose file' (a real button over a file
 * input, so the keyboard reaches it). The choice is checked by the caller.
 */
export function CsvDropZone({ file, onChoose, disabled = false }: CsvDropZoneProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      className={classes.dropZone}
      data-over={over || undefined}
      data-testid="csv-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack gap="xs" align="center">
        <Text fw={500} ta="center">
          {file ? file.name : 'Drop your CSV file here'}
        </Text>
        <Group gap="xs" justify="center">
          <FileButton onChange={(chosen) => chosen && onChoose(chosen)} accept=".csv,text/csv" disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" disabled={disabled}>
                {file ? 'Choose another file' : 'Choose file'}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
