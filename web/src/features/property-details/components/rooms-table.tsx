import { Text } from '@mantine/core';
import { metresToFeet } from '@shared/search/listing-labels';
import type { Room } from '@shared/search/types';
import { ScrollRegion } from '../../../ui/scroll-region';
import classes from '../../../ui/data-table.module.css';

const metres = (value: number) => `${value.toFixed(2)} m`;
const feet = (value: number) => `${metresToFeet(value).toFixed(1)} ft`;

/** Rooms with their sizes in metres and in feet (× 3.281, document 3 §2.6). */
export function RoomsTable({ rooms }: { rooms: Room[] }) {
  if (rooms.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        The listing does not describe its rooms.
      </Text>
    );
  }
  return (
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
              <td className={classes.nowrap}>
                {metres(room.length)} × {metres(room.width)}
              </td>
              <td className={classes.nowrap}>
                {feet(room.length)} × {feet(room.width)}
              </td>
              <td className={classes.dim}>{room.description ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
