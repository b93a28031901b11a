/**
 * The texts of /member's 출금 비밀번호 and 계정 활동 panels and of the console's list of locked
 * withdrawal passwords (issue 31). Apart from ko.ts so that the first page does not carry them.
 */
export const koAccountSecurity = {
  withdrawalPassword: {
    title: '출금 비밀번호',
    normal: (left: number) => `정상 · ${left}회 더 틀리면 잠깁니다.`,
    lockedTitle: '출금 비밀번호가 잠겼습니다',
    locked: (when: string) =>
      `${when}에 출금 비밀번호를 5회 틀려 잠겼습니다. 잠긴 동안에는 환전과 테더 환전을 신청할 수 없습니다. 아래에서 로그인 비밀번호를 입력하고 새 출금 비밀번호를 정하면 잠금이 풀립니다.`,
    notMine: '본인이 틀린 것이 아니라면 로그인 비밀번호가 유출되었을 수 있으니 로그인 비밀번호도 변경해주세요.',
    loginPassword: '로그인 비밀번호',
    otp: '2단계 인증 코드 (6자리)',
    newPassword: '새 출금 비밀번호',
    newPasswordConfirm: '새 출금 비밀번호 확인',
    change: '출금 비밀번호 변경',
    reset: '잠금 해제하고 재설정',
    changed: '출금 비밀번호가 변경되었습니다.',
    resetDone: '출금 비밀번호가 재설정되어 잠금이 풀렸습니다.',
    noAccount: '출금 계좌를 등록하면 출금 비밀번호를 정할 수 있습니다.',
  },
  activity: {
    title: '계정 활동',
    logins: '최근 로그인',
    sessions: '로그인 중인 기기',
    events: '보안 기록',
    current: '현재 기기',
    unknownDevice: '알 수 없는 기기',
    since: (when: string) => `${when}부터`,
    noLogins: '로그인 기록이 없습니다.',
    noEvents: '보안 기록이 없습니다.',
    endOthers: '다른 기기 로그아웃',
    endOthersHelp:
      '이 기기를 뺀 모든 기기에서 로그아웃합니다. 한 계정은 한 기기에서만 로그인되므로 다른 곳에서 로그인하면 이 기기는 자동으로 로그아웃됩니다.',
    endedOthers: (count: number) =>
      count === 0 ? '로그아웃할 다른 기기가 없습니다.' : `다른 기기 ${count}곳에서 로그아웃했습니다.`,
  },
  console: {
    title: '출금 비밀번호 잠금',
    help: '출금 비밀번호를 5회 연속 틀린 회원은 출금 비밀번호가 잠기고 환전·테더 환전이 막힙니다. 회원은 회원정보에서 로그인 비밀번호로 직접 재설정할 수 있고, 본인 확인 후 여기서 해제할 수도 있습니다.',
    refresh: '새로고침',
    empty: '잠긴 출금 비밀번호가 없습니다.',
    lockedAt: (when: string) => `${when} 잠김`,
    unlock: '해제',
    unlockTitle: (userId: string) => `${userId} 출금 비밀번호 잠금 해제`,
    unlockHelp: '해제 사유는 회원의 보안 기록에 남고, 회원에게 해제 안내 쪽지가 갑니다.',
    reason: '해제 사유',
    reasonRequired: '해제 사유를 입력해주세요.',
    sending: '해제 중…',
    unlocked: (userId: string) => `${userId}의 출금 비밀번호 잠금을 해제했습니다.`,
  },
};
