import { Box, Stack, Text } from '@mantine/core';
import { metresToFeet } from '@shared/search/listing-labels';
import type { Room } from '@shared/search/types';
import { ScrollRegion } from '../../../ui/scroll-region';
import classes from '../../../ui/data-table.module.css';

const metres = (value: number) => `${value.toFixed(2)} m`;
const feet = (value: number) => `${metresToFeet(value).toFixed(1)} ft`;
const sizeIn = (unit: (value: number) => string, room: Room) => `${unit(room.length)} × ${unit(room.width)}`;

/**
 * Rooms with their sizes in metres and in feet (× 3.281, document 3 §2.6): a table from 768 px
 * up; on a phone a list, a room a block, whose description is read under its sizes rather than
 * in a fourth column off the screen's edge (QA 53b L6). Each is out of the other's layout and
 * of the accessibility tree (`display: none`).
 */
export function RoomsTable({ rooms }: { rooms: Room[] }) {
  if (rooms.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        The listing does not describe its rooms.
      </Text>
    );
  }
  return (
    <>
      <Box visibleFrom="sm">
        <ScrollRegion className={classes.scroll} label="Rooms table">
          <table className={classes.table} style={{ minWidth: 560 }}>
            <thead>
              <tr>
                <th>Room</th>
                <th>Size (m)</th>
                <th>Size (ft)</th>
                <th>Description</th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room, index) => (
                <tr key={`${room.name}-${index}`}>
                  <td style={{ fontWeight: 500 }}>{room.name}</td>
                  <td className={classes.nowrap}>{sizeIn(metres, room)}</td>
                  <td className={classes.nowrap}>{sizeIn(feet, room)}</td>
                  <td className={classes.dim}>{room.description ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Box>
      <Stack
        hiddenFrom="sm"
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Rooms"
        // Safari drops the list role of a list without its markers.
        role="list"
      >
        {rooms.map((room, index) => (
          <li key={`${room.name}-${index}`}>
            <Text size="sm" fw={500}>
              {room.name}
            </Text>
            <Text size="sm">
              {sizeIn(metres, room)} ({sizeIn(feet, room)})
            </Text>
            {room.description && (
              <Text size="sm" c="dimmed">
                {room.description}
              </Text>
            )}
          </li>
        ))}
      </Stack>
    </>
  );
}
