import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';

import type { LevelBenefit, LevelLadder } from '@site/contracts/api/levels';
import { formatWon } from '@site/contracts/rules/format';

import { ColumnHeader } from '../../../components/ui/column-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Panel } from '../../../components/ui/panel';
import { Text } from '../../../components/ui/text';
import { koLevels as t } from '../../../i18n/ko-levels';
import { levelLadderQuery } from '../api/levels';

/** The ladder's columns on a wide screen; on a phone each level stacks into a small card with its labels. */
const columns = 'minmax(120px, 1.2fr) repeat(3, minmax(110px, 1fr)) minmax(70px, 0.7fr) minmax(80px, 0.8fr)';

/**
 * 회원 등급: the member's level and the next one up, then every level of the ladder with what it
 * brings — the bet limits the slip applies and the roulette — the member's own row marked.
 */
export function LevelLadderPanel({ memberId }: { memberId: number }) {
  const { data: ladder, isError } = useQuery(levelLadderQuery(memberId));
  return (
    <Panel title={t.title}>
      <Box id="levels" aria-busy={ladder === undefined && !isError}>
        {ladder ? <Ladder ladder={ladder} /> : isError && <EmptyState text={t.loadFailed} />}
      </Box>
    </Panel>
  );
}

function Ladder({ ladder }: { ladder: LevelLadder }) {
  const index = ladder.levels.findIndex((level) => level.level === ladder.current);
  const next = index === -1 ? undefined : ladder.levels[index + 1];
  return (
    <>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <LevelCard caption={t.current} level={ladder.current} name={ladder.currentName} strong />
        {next ? (
          <LevelCard caption={t.next} level={next.level} name={next.name} />
        ) : (
          <Text variant="body2" sx={{ alignSelf: 'center', color: 'text.secondary', wordBreak: 'keep-all' }}>
            {index === -1 ? t.special : t.top}
          </Text>
        )}
      </Box>
      <Box role="table" aria-label={t.ladder} sx={{ borderTop: 1, borderColor: 'divider' }}>
        <ColumnHeader
          columns={columns}
          names={[
            t.columns.level,
            { text: t.columns.minStake, align: 'right' },
            { text: t.columns.maxStake, align: 'right' },
            { text: t.columns.maxPayout, align: 'right' },
            { text: t.columns.maxPicks, align: 'right' },
            { text: t.columns.roulette, align: 'center' },
          ]}
        />
        {ladder.levels.map((level) => (
          <LevelRow key={level.level} level={level} mine={level.level === ladder.current} />
        ))}
      </Box>
      <Text variant="caption" sx={{ display: 'block', mt: 1.5, color: 'text.secondary', wordBreak: 'keep-all' }}>
        {t.promotion}
      </Text>
    </>
  );
}

function LevelCard({
  caption,
  level,
  name,
  strong,
}: {
  caption: string;
  level: number;
  name: string;
  strong?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: strong ? 'primary.main' : 'divider',
      }}
    >
      <LevelBadge level={level} size={36} />
      <Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{caption}</Box>
        <Box component="strong" sx={{ fontSize: 17 }}>
          {t.level(level, name)}
        </Box>
      </Box>
    </Box>
  );
}

/** One level: its name, then its figures (labelled on a phone, under the header on a wide screen). */
function LevelRow({ level, mine }: { level: LevelBenefit; mine: boolean }) {
  const figures: [string, string][] = [
    [t.columns.minStake, formatWon(level.minStake)],
    [t.columns.maxStake, formatWon(level.maxStake)],
    [t.columns.maxPayout, formatWon(level.maxPayout)],
    [t.columns.maxPicks, t.picks(level.maxPicks)],
    [t.columns.roulette, level.roulette ? t.rouletteOpen : t.rouletteClosed],
  ];
  return (
    <Box
      role="row"
      aria-current={mine ? 'true' : undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: columns },
        columnGap: 1.5,
        rowGap: 0.5,
        alignItems: 'center',
        px: 1.5,
        py: 1,
        fontSize: 13,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: mine ? 'rgba(231, 200, 157, 0.08)' : undefined,
      }}
    >
      <Box
        role="rowheader"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <LevelBadge level={level.level} />
        <Box component="span" sx={{ fontWeight: 700, color: mine ? 'primary.main' : undefined }}>
          {t.level(level.level, level.name)}
        </Box>
        {mine && (
          <Box component="span" sx={{ fontSize: 11, color: 'primary.main', border: 1, borderRadius: 1, px: 0.5 }}>
            {t.current}
          </Box>
        )}
      </Box>
      {figures.map(([label, value], column) => (
        <Box
          key={label}
          role="cell"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: { md: column === figures.length - 1 ? 'center' : 'flex-end' },
            fontVariantNumeric: 'tabular-nums',
            minWidth: 0,
          }}
        >
          <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary', fontSize: 11 }}>
            {label}
          </Box>
          <span>{value}</span>
        </Box>
      ))}
    </Box>
  );
}
