/** The member level ladder (/member 회원 등급): each level's name and the limits that come with it. */
import { formatNumber } from '@site/contracts/rules/format';

export const koLevels = {
  title: '회원 등급',
  level: (level: number, name: string) => `Lv.${level} ${name}`,
  current: '내 등급',
  next: '다음 등급',
  top: '최고 등급입니다. 모든 혜택을 이용하고 계십니다.',
  special: '운영팀이 정한 특별 등급입니다.',
  promotion: '등급은 운영팀이 이용 실적(충전·베팅)을 보고 조정합니다. 승급 문의는 고객센터로 해주세요.',
  ladder: '등급별 혜택',
  columns: {
    level: '등급',
    minStake: '최소 베팅금액',
    maxStake: '최대 베팅금액',
    maxPayout: '최대 당첨금',
    maxPicks: '최대 폴더',
    roulette: '룰렛',
  },
  picks: (count: number) => `${formatNumber(count)}폴더`,
  rouletteOpen: '참여 가능',
  rouletteClosed: '참여 불가',
  loadFailed: '등급 정보를 불러오지 못했습니다.',
} as const;
