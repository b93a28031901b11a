import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { League, Location } from '@site/contracts/api/sports';

import { koSportsMenu } from '../../../i18n/ko-results';
import { leaguesQuery, locationsQuery } from '../api/prematch';

export interface MenuSport {
  label: string;
  sportId: number;
}

const idParam = (value: string | null): number | null => (value && Number(value) > 0 ? Number(value) : null);

const rowSx = {
  width: '100%',
  justifyContent: 'space-between',
  gap: 1,
  px: 1,
  py: 0.75,
  borderRadius: 1,
  // a button does not take the page's font by itself, and the system font may have no Hangul
  fontFamily: 'inherit',
  fontSize: 13,
  textAlign: 'left',
  '&:hover': { bgcolor: 'rgba(184,144,103,0.08)' },
  '&.Mui-focusVisible': { outline: '2px solid #b89067' },
} as const;

function Count({ value }: { value: number }) {
  return (
    <Box
      component="span"
      sx={{
        flexShrink: 0,
        minWidth: 28,
        px: 0.75,
        borderRadius: 5,
        fontSize: 11,
        fontWeight: 700,
        textAlign: 'center',
        bgcolor: 'rgba(184,144,103,0.16)',
        color: 'primary.light',
      }}
    >
      {koSportsMenu.count(value)}
    </Box>
  );
}

function Status({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ px: 1, py: 0.75, fontSize: 12, color: 'text.secondary' }}>
      {text}
    </Box>
  );
}

function Leagues({
  sportId,
  location,
  selectedLeague,
  onChoose,
}: {
  sportId: number;
  location: Location;
  selectedLeague: number | null;
  onChoose: (league: League) => void;
}) {
  const { data, isError } = useQuery(leaguesQuery(sportId, location.location_id));
  if (isError) return <Status text={koSportsMenu.loadFailed} />;
  if (!data) return <Status text={koSportsMenu.loading} />;
  return (
    <Box
      component="ul"
      aria-label={koSportsMenu.leagues(location.name_korean)}
      sx={{ listStyle: 'none', m: 0, pl: 1.5 }}
    >
      {data.map((league) => (
        <li key={league.league_id}>
          <ButtonBase
            sx={{ ...rowSx, color: selectedLeague === league.league_id ? 'primary.main' : 'text.secondary' }}
            aria-current={selectedLeague === league.league_id ? 'true' : undefined}
            data-league-id={league.league_id}
            onClick={() => onChoose(league)}
          >
            <span>{league.name_korean}</span>
            <Count value={league.cnt} />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}

/**
 * A sport's locations under its side-menu button, each opening to its leagues, with their fixture
 * counts. Loaded on the first expansion; the lists stay cached per sport and location.
 */
export default function SportLocations({
  sport,
  onChoose,
}: {
  sport: MenuSport;
  /** opens the Korean-style book filtered to the location, or to one of its leagues (SPEC.md §2) */
  onChoose: (locationId: number, league?: number) => void;
}) {
  const [params] = useSearchParams();
  // The location and league of the page shown, when it is this sport's, appear chosen.
  const ofThisSport = idParam(params.get('sport_id')) === sport.sportId;
  const selected = {
    locationId: ofThisSport ? idParam(params.get('location_id')) : null,
    league: ofThisSport ? idParam(params.get('league')) : null,
  };
  const { data, isError } = useQuery(locationsQuery(sport.sportId));
  const [open, setOpen] = useState<number | null>(selected.locationId);
  if (isError) return <Status text={koSportsMenu.loadFailed} />;
  if (!data) return <Status text={koSportsMenu.loading} />;
  if (data.length === 0) return <Status text={koSportsMenu.noLocations} />;
  return (
    <Box
      component="ul"
      id={`sport-locations-${sport.sportId}`}
      aria-label={koSportsMenu.locations(sport.label)}
      sx={{ listStyle: 'none', m: 0, p: 0.5, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.03)' }}
    >
      {data.map((location) => {
        const expanded = open === location.location_id;
        return (
          <li key={location.location_id}>
            <ButtonBase
              sx={{
                ...rowSx,
                color: selected.locationId === location.location_id ? 'primary.main' : 'text.primary',
                fontWeight: expanded ? 700 : 500,
              }}
              aria-expanded={expanded}
              data-location-id={location.location_id}
              onClick={() => {
                setOpen(expanded ? null : location.location_id);
                onChoose(location.location_id);
              }}
            >
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    fontSize: 10,
                    color: 'primary.main',
                    transition: 'transform 150ms',
                    transform: expanded ? 'rotate(90deg)' : 'none',
                  }}
                >
                  ▶
                </Box>
                {location.name_korean}
              </Box>
              <Count value={location.cnt} />
            </ButtonBase>
            {expanded && (
              <Leagues
                sportId={sport.sportId}
                location={location}
                selectedLeague={selected.league}
                onChoose={(league) => onChoose(location.location_id, league.league_id)}
              />
            )}
          </li>
        );
      })}
    </Box>
  );
}
