import type { AttendanceSettingsInput } from '@site/contracts/api/attendance';
import type { CouponFace } from '@site/contracts/api/coupons';
import type { RuleCategory } from '@site/contracts/api/site-rules';
import {
  MEMBER_TYPE_MANAGER,
  ROLE_ADMINISTRATOR,
  TENDENCY_NO_CASINO,
  TENDENCY_NO_ROULETTE,
} from '@site/contracts/api/member';
import type { TournamentInput } from '@site/contracts/api/admin-tournaments';
import type { RouletteSettingsInput, RouletteWheelSetting } from '@site/contracts/api/roulette';
import type { PartnerRates } from '@site/contracts/api/partners';
import { rollingKinds, type RollingKind } from '@site/contracts/api/rolling';
import type { StaffRole } from '@site/contracts/staff';
import { demoEventDates } from './demo-event-dates';

/** Level names shown beside the level icon. */
export const demoLevels = [
  { level: 1, name: '새싹' },
  { level: 2, name: '브론즈' },
  { level: 3, name: '실버' },
  { level: 4, name: '골드' },
  { level: 5, name: '플래티넘' },
  { level: 6, name: '다이아몬드' },
  { level: 7, name: 'VIP' },
  // Operators' special levels; the roulette's notice (SPEC.md §5) names them as excluded.
  { level: 8, name: '무제한' },
  { level: 9, name: 'C' },
  { level: 10, name: 'CV' },
];

/**
 * Roulette: the default odds on every wheel, a day's budget of 10,000 won per unit of the wheel's
 * denomination (1,000,000 on the 100 wheel), and the levels the notice names excluded.
 */
export const demoRouletteSettings = (wheels: RouletteWheelSetting[]): RouletteSettingsInput => ({
  chickenValue: 20_000,
  pizzaValue: 25_000,
  excludedLevels: [8, 9, 10],
  wheels: wheels.map((setting) => ({ ...setting, dailyBudget: setting.wheel * 10_000 })),
});

/**
 * Stake and payout limits per level: each level up may stake and win more (the ladder /member shows),
 * and combine as many picks or more.
 * Levels without a row get the server's defaults (modules/betting/rules.ts).
 */
export const demoBetLimits = [
  { level: 1, minStake: 5_000, maxStake: 3_000_000, maxPayout: 30_000_000, maxPicks: 10 },
  { level: 2, minStake: 5_000, maxStake: 4_000_000, maxPayout: 40_000_000, maxPicks: 10 },
  { level: 3, minStake: 5_000, maxStake: 5_000_000, maxPayout: 50_000_000, maxPicks: 12 },
  { level: 4, minStake: 5_000, maxStake: 7_000_000, maxPayout: 70_000_000, maxPicks: 12 },
  { level: 5, minStake: 5_000, maxStake: 10_000_000, maxPayout: 100_000_000, maxPicks: 15 },
  { level: 6, minStake: 5_000, maxStake: 15_000_000, maxPayout: 150_000_000, maxPicks: 15 },
  { level: 7, minStake: 10_000, maxStake: 20_000_000, maxPayout: 200_000_000, maxPicks: 20 },
];

export interface DemoAccount {
  userId: string;
  /** shorter than sign-up allows; these accounts are seeded, never joined */
  password: string;
  nickName: string;
  phone: string;
  emoney?: number;
  point?: number;
  type?: number;
  role?: number;
  /** an administrator's (role 10) staff role: what the console lets this account do (docs/decisions/075) */
  staffRole?: StaffRole;
  withdrawalType?: number;
  tendency?: string[];
  /** the userId of the member who recommended this one */
  recommender?: string;
  /** the userId of the partner (type 2) this account sits under in the partner tree */
  partner?: string;
  /** the withdrawal account every member registers at sign-up; its password is DEMO_WITHDRAWAL_PASSWORD */
  bankAccount: { bankCode: string; accountNumber: string; holderName: string };
  /**
   * The base32 TOTP secret this account is enrolled with (README): operators and partners must have a
   * second factor before their console opens (docs/decisions/052). Printed on purpose: demo only.
   */
  twoFactorSecret?: string;
}

/** The withdrawal password of every demo account (README). */
export const DEMO_WITHDRAWAL_PASSWORD = '1234';

/** The accounts the README lists and the browser tests log in with. */
export const demoAccounts: DemoAccount[] = [
  {
    userId: 'demo',
    password: 'demo1234',
    nickName: '데모회원',
    phone: '01012340001',
    emoney: 1_000_000,
    point: 10_000,
    bankAccount: { bankCode: '004', accountNumber: '12345678901234', holderName: '김데모' },
  },
  {
    userId: 'nororulette',
    password: 'demo1234',
    nickName: '룰렛제한회원',
    phone: '01012340002',
    tendency: [TENDENCY_NO_ROULETTE],
    bankAccount: { bankCode: '088', accountNumber: '110123456789', holderName: '이룰렛' },
  },
  {
    userId: 'nocasino',
    password: 'demo1234',
    nickName: '카지노제한회원',
    phone: '01012340003',
    tendency: [TENDENCY_NO_CASINO],
    bankAccount: { bankCode: '020', accountNumber: '1002123456789', holderName: '박카지노' },
  },
  {
    userId: 'manager',
    password: 'manager1234',
    nickName: '매니저',
    phone: '01012340004',
    type: MEMBER_TYPE_MANAGER,
    bankAccount: { bankCode: '090', accountNumber: '3333012345678', holderName: '최매니저' },
    twoFactorSecret: 'MANAGERDEMOTOTPSECRETGOLDBETAAAA',
  },
  {
    userId: 'partner1',
    password: 'partner1234',
    nickName: '골드파트너',
    phone: '01012340006',
    type: MEMBER_TYPE_MANAGER,
    partner: 'manager',
    bankAccount: { bankCode: '081', accountNumber: '24591012345607', holderName: '한파트너' },
    twoFactorSecret: 'PARTNERDEMOTOTPSECRETGOLDBETAAAA',
  },
  {
    userId: 'pmember1',
    password: 'demo1234',
    nickName: '파트너회원하나',
    phone: '01012340007',
    emoney: 500_000,
    partner: 'partner1',
    bankAccount: { bankCode: '004', accountNumber: '94520201234567', holderName: '오파트' },
  },
  {
    userId: 'pmember2',
    password: 'demo1234',
    nickName: '파트너회원둘',
    phone: '01012340008',
    emoney: 500_000,
    partner: 'partner1',
    recommender: 'pmember1',
    bankAccount: { bankCode: '088', accountNumber: '110987654321', holderName: '윤파트' },
  },
  {
    userId: 'admin',
    password: 'admin1234',
    nickName: '운영자',
    phone: '01012340005',
    role: ROLE_ADMINISTRATOR,
    staffRole: 'owner',
    withdrawalType: 0,
    bankAccount: { bankCode: '011', accountNumber: '3020123456781', holderName: '정운영' },
    twoFactorSecret: 'ADMINDEMOTOTPSECRETGOLDBETAAAAAA',
  },
  // One staff account per other role (issue 36): admin above is the owner.
  staffAccount('subadmin', 'administrator', '부운영자', '0011', 'SUBADMINDEMOTOTPSECRETGOLDBETAAA', {
    bankCode: '004',
    accountNumber: '27360101234501',
    holderName: '서부관',
  }),
  staffAccount('cashier', 'cashier', '출납담당', '0012', 'CASHIERDEMOTOTPSECRETGOLDBETAAAA', {
    bankCode: '088',
    accountNumber: '110234567801',
    holderName: '남출납',
  }),
  staffAccount('support', 'support', '고객지원', '0013', 'SUPPORTDEMOTOTPSECRETGOLDBETAAAA', {
    bankCode: '020',
    accountNumber: '1002234567801',
    holderName: '문지원',
  }),
  staffAccount('risk', 'risk', '리스크담당', '0014', 'RISKDEMOTOTPSECRETGOLDBETAAAAAAA', {
    bankCode: '011',
    accountNumber: '3020234567801',
    holderName: '강리스',
  }),
  staffAccount('viewer', 'readonly', '열람담당', '0015', 'VIEWERDEMOTOTPSECRETGOLDBETAAAAA', {
    bankCode: '081',
    accountNumber: '24591023456701',
    holderName: '유열람',
  }),
];

/**
 * A staff account as the owner makes one (modules/staff): an administrator (type 1, role 10,
 * withdrawalType 0) with its role; its password is its id and 1234, its TOTP secret printed in the README.
 */
function staffAccount(
  userId: string,
  staffRole: StaffRole,
  nickName: string,
  phoneEnd: string,
  twoFactorSecret: string,
  bankAccount: DemoAccount['bankAccount'],
): DemoAccount {
  return {
    userId,
    password: `${userId}1234`,
    nickName,
    phone: `0101234${phoneEnd}`,
    role: ROLE_ADMINISTRATOR,
    staffRole,
    withdrawalType: 0,
    bankAccount,
    twoFactorSecret,
  };
}

/** The printed TOTP secret of a demo account, for the tests that log it in. */
export function demoTwoFactorSecret(userId: string): string {
  const secret = demoAccounts.find((account) => account.userId === userId)?.twoFactorSecret;
  if (!secret) throw new Error(`demo account ${userId} has no second factor`);
  return secret;
}

/** Basis points per kind: rolling, then losing (the same for every kind). */
const partnerRates = (rolling: Record<RollingKind, number>, losingBp: number): PartnerRates =>
  Object.fromEntries(rollingKinds.map((kind) => [kind, { rollingBp: rolling[kind], losingBp }])) as PartnerRates;

/**
 * The demo partner tree: manager is the head office (본사), partner1 a partner under it with lower
 * rates of every kind (a child never earns more than its parent), pmember1 and pmember2 its members.
 */
export const demoPartnerRates: Record<string, PartnerRates> = {
  manager: partnerRates({ sports: 100, live: 100, mini: 80, virtual: 80, casino: 50, slot: 100 }, 2_000),
  partner1: partnerRates({ sports: 70, live: 70, mini: 50, virtual: 50, casino: 30, slot: 70 }, 1_000),
};

/**
 * The members demo referred (/friend): two who logged in lately and one who has not been back
 * for two months. Days are before the seed; they log in with 'demo1234' like the accounts above.
 */
/**
 * Slot rounds partner1's members played the day before the seed (modules/casino/demo-rounds.ts), so rolling has
 * figures from the start: partner1 earns 0.70% of their 1,700,000 stakes (11,900, enough to settle),
 * the head office 0.30% and pmember1 the referral 0.50% of pmember2's 500,000. Balances never go below 0.
 */
export const demoSlotRounds = [
  { userId: 'pmember1', stake: 400_000, win: 700_000, seoulHour: 14 },
  { userId: 'pmember1', stake: 500_000, win: 0, seoulHour: 15 },
  { userId: 'pmember2', stake: 300_000, win: 0, seoulHour: 18 },
  { userId: 'pmember1', stake: 300_000, win: 0, seoulHour: 20 },
  { userId: 'pmember2', stake: 200_000, win: 380_000, seoulHour: 22 },
];

export const demoReferredMembers = [
  {
    userId: 'friend01',
    nickName: '추천회원하나',
    phone: '01012340101',
    level: 2,
    joinedDaysAgo: 40,
    lastLoginDaysAgo: 2,
  },
  {
    userId: 'friend02',
    nickName: '추천회원둘',
    phone: '01012340102',
    level: 1,
    joinedDaysAgo: 20,
    lastLoginDaysAgo: 1,
  },
  {
    userId: 'friend03',
    nickName: '추천회원셋',
    phone: '01012340103',
    level: 3,
    joinedDaysAgo: 90,
    lastLoginDaysAgo: 60,
  },
];

/**
 * The site's regulars: ordinary members spread over the level ladder, who write the free board's
 * posts and comments (demo-board.ts). Days are before the seed; they log in with 'demo1234'.
 */
export const demoRegulars = [
  {
    userId: 'dawnsoccer',
    nickName: '새벽축구',
    phone: '01012340201',
    level: 4,
    joinedDaysAgo: 210,
    lastLoginDaysAgo: 0,
  },
  {
    userId: 'hangangrun',
    nickName: '한강러너',
    phone: '01012340202',
    level: 3,
    joinedDaysAgo: 150,
    lastLoginDaysAgo: 1,
  },
  {
    userId: 'pbmaster',
    nickName: '파워볼장인',
    phone: '01012340203',
    level: 2,
    joinedDaysAgo: 60,
    lastLoginDaysAgo: 0,
  },
  { userId: 'lazybear', nickName: '느긋한곰', phone: '01012340204', level: 5, joinedDaysAgo: 320, lastLoginDaysAgo: 3 },
  {
    userId: 'tigerbro',
    nickName: '호랑이형님',
    phone: '01012340205',
    level: 7,
    joinedDaysAgo: 540,
    lastLoginDaysAgo: 0,
  },
  {
    userId: 'bluewhale',
    nickName: '푸른고래',
    phone: '01012340206',
    level: 6,
    joinedDaysAgo: 400,
    lastLoginDaysAgo: 2,
  },
  { userId: 'newbie77', nickName: '초보베터', phone: '01012340207', level: 1, joinedDaysAgo: 6, lastLoginDaysAgo: 0 },
];

export const demoNewsLink =
  '<b>공지</b> 입금 전 반드시 고객센터에서 계좌를 확인해주세요. 타인 명의 입금은 처리되지 않습니다. 고객센터는 24시간 운영됩니다.';

export const demoMessengerItems = [
  { name: '텔레그램', imgPath: 'telegram.svg', link: 'https://t.me/goldbet_cs', sort: 1 },
  { name: '카카오톡', imgPath: 'kakaotalk.svg', link: 'https://open.kakao.com/o/goldbet', sort: 2 },
];

export const demoWelcomeMessage = {
  title: '가입을 환영합니다',
  contents: '회원님, 가입을 환영합니다. 이용 중 궁금한 점은 고객센터 또는 텔레그램으로 문의해주세요.',
};

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A week of a slot and a live-casino tournament from the moment of seeding, so a new site has one to join. */
export const demoTournaments = (now: Date): TournamentInput[] => {
  const period = { startsAt: now.toISOString(), endsAt: new Date(now.getTime() + WEEK_MS).toISOString() };
  return [
    {
      title: '주간 슬롯 토너먼트',
      product: 'slot',
      metric: 'total-stake',
      minStake: 1_000,
      ...period,
      prizes: [
        { rank: 1, amount: 1_000_000 },
        { rank: 2, amount: 500_000 },
        { rank: 3, amount: 300_000 },
        { rank: 4, amount: 100_000 },
        { rank: 5, amount: 100_000 },
      ],
    },
    {
      title: '라이브카지노 최고 배당 토너먼트',
      product: 'casino',
      metric: 'best-multiplier',
      minStake: 10_000,
      ...period,
      prizes: [
        { rank: 1, amount: 500_000 },
        { rank: 2, amount: 300_000 },
        { rank: 3, amount: 100_000 },
      ],
    },
  ];
};

/**
 * A running event, an upcoming one and an ended one, so every tab of /event shows something; each is
 * named for its own dates (demo-event-dates.ts): this month's, next weekend's, last month's. No
 * thumbnails: the site draws each event's banner from its title and period (docs/decisions/042).
 */
export const demoEvents = (now: Date) => {
  const { thisMonth, lastMonth, nextWeekend } = demoEventDates(now);
  return [
    {
      title: `${thisMonth.name} 첫 충전 보너스 이벤트`,
      startsAt: thisMonth.startsAt,
      endsAt: thisMonth.endsAt,
      body:
        '<h3>가입 후 첫 충전 시 10% 보너스!</h3><p>이벤트 기간 중 첫 충전 금액의 <b>10%</b>를 포인트로 드립니다. (최대 100,000P)</p>' +
        '<ul><li>1인 1회 참여 가능합니다.</li><li>충전 이력이 있는 회원은 참여하기 버튼을 누르시면 룰렛 300 쿠폰을 드립니다.</li>' +
        '<li>부정 참여가 확인되면 지급이 취소됩니다.</li></ul>',
      // 참여하기: one roulette 300 coupon, usable for 7 days, for a member who has deposited before.
      rewardKind: 'roulette' as const,
      rewardWheel: 300,
      rewardExpiryDays: 7,
      joinCondition: 'firstDeposit' as const,
    },
    {
      title: `${nextWeekend.name} 출석 이벤트`,
      startsAt: nextWeekend.startsAt,
      endsAt: nextWeekend.endsAt,
      body: `<p>${nextWeekend.days} 이틀 모두 출석하시면 <b>룰렛 쿠폰 1장</b>을 드립니다.</p>`,
    },
    {
      title: `${lastMonth.name} 신규 회원 출석 이벤트`,
      startsAt: lastMonth.startsAt,
      endsAt: lastMonth.endsAt,
      body: '<p>종료된 이벤트입니다. 참여해주신 회원님들께 감사드립니다.</p>',
    },
  ];
};

/** The demo member's coupon box on a fresh site: roulette coupons for three wheels, a money and a point coupon (a month to use). */
export const demoCoupons: CouponFace[] = [
  { kind: 'roulette', wheel: 100 },
  { kind: 'roulette', wheel: 100 },
  { kind: 'roulette', wheel: 300 },
  { kind: 'roulette', wheel: 500 },
  { kind: 'money', amount: 10_000 },
  { kind: 'point', amount: 5_000 },
];

/** Attendance rewards a fresh site starts with: points each day, more on 7 and 15 days in a row and a full month; no deposit condition. */
export const demoAttendanceSettings: AttendanceSettingsInput = {
  minDeposit: 0,
  rewards: [
    { trigger: 'daily', streakDays: null, kind: 'point', amount: 100 },
    { trigger: 'streak', streakDays: 7, kind: 'point', amount: 1_000 },
    { trigger: 'streak', streakDays: 15, kind: 'point', amount: 3_000 },
    { trigger: 'fullMonth', streakDays: null, kind: 'money', amount: 10_000 },
  ],
};

/** The demo site's rules (/rule): what members most often ask about, one entry per category. */
export const demoRules: { category: RuleCategory; title: string; body: string }[] = [
  {
    category: 'sports',
    title: '스포츠',
    body: `<h3>배당 변경</h3>
<ul>
<li>배당은 경기 시작 전까지 수시로 변경될 수 있으며, 베팅은 접수 시점의 배당으로 확정됩니다.</li>
<li>베팅 카트에 담은 뒤 배당이 바뀌면 변경된 배당을 확인하고 다시 베팅해 주셔야 합니다.</li>
</ul>
<h3>적특 처리</h3>
<ul>
<li>적중특례(적특)된 경기는 배당 1.00으로 계산되며, 단폴더는 베팅금이 그대로 반환됩니다.</li>
<li>시스템 오류로 잘못 표기된 배당의 베팅은 적특 처리됩니다.</li>
</ul>
<h3>취소·무효 기준</h3>
<ul>
<li>경기가 취소·연기되어 24시간 안에 재개되지 않으면 해당 경기는 적특 처리됩니다.</li>
<li>경기 시작 후 접수된 베팅은 무효입니다. 결과는 공식 기록을 기준으로 합니다.</li>
</ul>
<h3>폴더 규정</h3>
<ul>
<li>같은 경기의 승무패와 언더오버 등 연관된 항목은 한 폴더에 조합할 수 없습니다.</li>
<li>조합 중 적특된 경기가 있으면 남은 경기만으로 배당을 다시 계산합니다.</li>
</ul>`,
  },
  {
    category: 'minigames',
    title: '미니게임',
    body: `<h3>회차 마감</h3>
<ul>
<li>각 회차는 결과 발표 전 표시된 마감 시각에 베팅이 닫히며, 마감 후에는 베팅할 수 없습니다.</li>
<li>마감 직전 네트워크 지연으로 접수되지 않은 베팅은 처리되지 않습니다.</li>
</ul>
<h3>결과 기준</h3>
<ul>
<li>결과는 각 게임 공식 결과를 기준으로 하며, 결과 오류 시 공식 정정 결과로 다시 정산합니다.</li>
<li>회차가 취소되면 해당 회차의 베팅금은 전액 반환됩니다.</li>
</ul>`,
  },
  {
    category: 'virtuals',
    title: '가상게임',
    body: `<h3>경기와 결과</h3>
<ul>
<li>가상게임은 정해진 시간마다 열리는 가상 경기이며, 결과는 제공사의 경기 결과를 따릅니다.</li>
<li>경기 시작 후에는 베팅할 수 없으며, 제공사 장애로 취소된 경기는 베팅금이 반환됩니다.</li>
</ul>`,
  },
  {
    category: 'casino',
    title: '카지노·슬롯',
    body: `<h3>라운드 취소</h3>
<ul>
<li>게임사 오류로 취소된 라운드는 게임사 기록에 따라 베팅금이 반환되며, 반환 내역은 베팅내역에서 확인할 수 있습니다.</li>
<li>진행 중 연결이 끊긴 라운드는 게임사 결과를 기준으로 정산됩니다.</li>
</ul>
<h3>점검 중 게임</h3>
<ul>
<li>점검 중인 게임은 실행할 수 없으며, 점검 시작 전에 열린 라운드는 게임사 결과로 정산됩니다.</li>
<li>게임사 점검 일정은 공지사항으로 안내합니다.</li>
</ul>`,
  },
  {
    category: 'cashier',
    title: '입출금',
    body: `<h3>입금 전 계좌 문의</h3>
<ul>
<li>입금 계좌는 수시로 변경되므로 입금 전 반드시 고객센터에 계좌를 문의해 주세요.</li>
<li>이전 계좌로 입금된 금액은 처리가 늦어지거나 처리되지 않을 수 있습니다.</li>
</ul>
<h3>출금 롤링 조건</h3>
<ul>
<li>입금액의 100% 이상 베팅(롤링)한 후에 출금을 신청할 수 있습니다.</li>
<li>보너스를 받은 입금은 보너스 포함 금액 기준으로 롤링을 계산합니다.</li>
</ul>
<h3>테더</h3>
<ul>
<li>테더(USDT) 입금은 안내된 네트워크(TRC-20)로만 보내 주세요. 다른 네트워크로 보낸 금액은 복구할 수 없습니다.</li>
<li>원화 환산은 입금이 확인된 시점의 환율을 적용합니다.</li>
</ul>`,
  },
  {
    category: 'promotions',
    title: '프로모션',
    body: `<h3>룰렛 쿠폰</h3>
<ul>
<li>룰렛 쿠폰은 쿠폰함에서 사용할 수 있으며, 유효기간이 지나면 사라집니다.</li>
<li>룰렛 당첨금은 포인트로 지급됩니다.</li>
</ul>
<h3>출석</h3>
<ul>
<li>출석체크는 하루 한 번(서울 시각 기준) 가능하며, 연속 출석 보상은 하루라도 빠지면 처음부터 다시 셉니다.</li>
</ul>
<h3>이벤트 1인 1회</h3>
<ul>
<li>모든 이벤트는 별도 안내가 없으면 1인 1회 참여가 원칙입니다.</li>
<li>중복 계정이나 부정한 방법으로 참여한 경우 지급된 혜택은 회수됩니다.</li>
</ul>`,
  },
];
