/** The console's 감사 로그 tab (issue 31); the action and target names are in contracts (api/audit.ts). */
export const koAuditAdmin = {
  tab: '감사 로그',
  filters: '감사 로그 거르기',
  action: '작업',
  allActions: '모든 작업',
  actor: '관리자 아이디',
  targetKind: '대상',
  allTargets: '모든 대상',
  targetId: '대상 번호·아이디',
  search: '검색',
  columns: {
    at: '시각',
    actor: '관리자',
    ip: 'IP',
    action: '작업',
    target: '대상',
    change: '변경 전 → 변경 후',
    reason: '사유',
  },
  noChange: '(변경 없음)',
  empty: '조건에 맞는 기록이 없습니다.',
  failed: '감사 로그를 불러오지 못했습니다.',
  check: '기록 검증',
  checking: '검증 중…',
  checkFailed: '검증하지 못했습니다. 잠시 후 다시 시도해주세요.',
  intact: (rows: number) => `정상: ${rows.toLocaleString('ko-KR')}건의 기록이 사슬로 이어져 있습니다.`,
  broken: (id: number, problem: 'edited' | 'unlinked') =>
    problem === 'edited'
      ? `위변조 의심: ${id}번 기록의 내용이 해시와 맞지 않습니다 (수정됨).`
      : `위변조 의심: ${id}번 기록 앞의 기록이 지워졌거나 끼워졌습니다.`,
  headHash: '마지막 해시 (따로 보관해 두면 전체를 다시 쓴 경우도 드러납니다)',
  dateRange: '기간',
  from: '시작일',
  to: '종료일',
  today: '오늘',
  week: '1주일',
  month: '1개월',
};
