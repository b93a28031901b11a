import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';

import type { CasinoGame } from '@site/contracts/api/casino';

import { HeartIcon, HeartOutlineIcon } from '../../../components/ui/icons';
import { koCasino } from '../../../i18n/ko-casino';
import { GameArt } from './game-art';
import { VendorMark } from './vendor-mark';

const badgeColours: Record<CasinoGame['tags'][number], string> = {
  new: '#3aa76d',
  hot: '#e5484d',
  jackpot: '#b89067',
};

function Badges({ tags }: { tags: CasinoGame['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <Box sx={{ position: 'absolute', top: 6, left: 6, display: 'flex', flexWrap: 'wrap', gap: 0.5, pr: 4 }}>
      {tags.map((tag) => (
        <Box
          key={tag}
          component="span"
          sx={{
            px: 0.6,
            py: 0.1,
            borderRadius: 1,
            fontSize: 10,
            fontWeight: 800,
            letterSpacing: 0.3,
            color: '#fff',
            bgcolor: badgeColours[tag],
          }}
        >
          {koCasino.badges[tag]}
        </Box>
      ))}
    </Box>
  );
}

/** The words across a dimmed tile: its vendor or the game itself is switched off. */
function MaintenanceMark() {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0,0,0,0.55)',
      }}
    >
      <Box
        component="span"
        sx={{
          px: 1.25,
          py: 0.25,
          borderRadius: 1,
          border: 1,
          borderColor: '#e5484d',
          color: '#ff8a8d',
          fontWeight: 800,
          fontSize: 13,
        }}
      >
        {koCasino.maintenance}
      </Box>
    </Box>
  );
}

/**
 * One game of a lobby: its art, badges and Korean name; a tap asks to launch it, the heart marks it
 * as a favourite. A game under maintenance is dimmed and marked 점검중.
 */
export function GameTile({
  game,
  vendorName,
  maintenance,
  onOpen,
  onToggleFavourite,
}: {
  game: CasinoGame;
  vendorName: string;
  maintenance: boolean;
  onOpen: () => void;
  onToggleFavourite: () => void;
}) {
  const name = game.nameKorean;
  return (
    <Box
      component="li"
      data-game={game.code}
      aria-disabled={maintenance || undefined}
      sx={{
        position: 'relative',
        listStyle: 'none',
        minWidth: 0,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'border-color 120ms, transform 120ms',
        '&:hover': maintenance ? undefined : { borderColor: 'primary.main', transform: 'translateY(-2px)' },
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-label={maintenance ? `${name} ${koCasino.maintenance}` : koCasino.play(name)}
        sx={{ display: 'block', width: 1, textAlign: 'left' }}
      >
        <Box sx={{ position: 'relative' }}>
          <Box sx={{ filter: maintenance ? 'grayscale(1)' : undefined }}>
            <GameArt game={game} />
            <Badges tags={game.tags} />
          </Box>
          {/* Outside the grey, so the mark keeps its warning colour. */}
          {maintenance && <MaintenanceMark />}
        </Box>
        <Box sx={{ px: 1, py: 0.75, opacity: maintenance ? 0.55 : 1 }}>
          <Box
            component="span"
            sx={{
              fontSize: 13,
              fontWeight: 700,
              lineHeight: 1.35,
              wordBreak: 'keep-all',
              overflowWrap: 'anywhere',
              // Two lines at most, so the grid's rows stay even; the full name is the button's label.
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.7em',
            }}
          >
            {name}
          </Box>
          <Box
            component="span"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 11, color: 'text.secondary', mt: 0.25 }}
          >
            <VendorMark code={game.vendor} compact />
            <Box
              component="span"
              sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {vendorName}
            </Box>
          </Box>
        </Box>
      </ButtonBase>
      <ButtonBase
        aria-label={game.favourite ? koCasino.removeFavourite(name) : koCasino.addFavourite(name)}
        aria-pressed={game.favourite}
        onClick={onToggleFavourite}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          p: 0.5,
          borderRadius: '50%',
          color: game.favourite ? '#ff5a6e' : '#fff',
          bgcolor: 'rgba(0,0,0,0.45)',
          '&:hover': { bgcolor: (t) => alpha(t.palette.common.black, 0.65) },
        }}
      >
        {game.favourite ? <HeartIcon sx={{ fontSize: 18 }} /> : <HeartOutlineIcon sx={{ fontSize: 18 }} />}
      </ButtonBase>
    </Box>
  );
}
