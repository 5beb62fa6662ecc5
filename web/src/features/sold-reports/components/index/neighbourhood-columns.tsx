import { Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Neighbourhood } from '@shared/neighbourhood';
import { alphabeticalColumns } from '../../neighbourhood-columns';
import { soldReportLink } from '../../links';
import type { NeighbourhoodFollowing } from '../../following';
import classes from './neighbourhood-columns.module.css';

/** A community's neighbourhoods in three alphabetical columns, each linking to its sold report (document 1 §2.3). */
export function NeighbourhoodColumns({
  neighbourhoods,
  Star,
}: {
  neighbourhoods: readonly Neighbourhood[];
  /** The follow star, for signed-in users. */
  Star?: NeighbourhoodFollowing['Star'];
}) {
  if (neighbourhoods.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center">
        No neighbourhoods to show yet.
      </Text>
    );
  }
  return (
    <div className={classes.columns}>
      {alphabeticalColumns(neighbourhoods).map((column, index) => (
        <ul key={index} className={classes.column}>
          {column.map((neighbourhood) => (
            <li key={neighbourhood.id} className={classes.item}>
              {Star && <Star neighbourhoodId={neighbourhood.id} name={neighbourhood.name} />}
              <Link {...soldReportLink(neighbourhood.id)} className={`${classes.link} mantine-focus-auto`}>
                {neighbourhood.name}
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
