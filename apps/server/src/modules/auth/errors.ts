// The Korean texts of the session-ending answers (SPEC.md §8); the site shows its own alert per status,
// but the body must still make sense on its own.
export const authErrors = {
  loginRequired: '로그인 후 이용해주세요.',
  endedElsewhere: '다른 기기에서 로그인되어 로그아웃됩니다.',
  loggedOut: '로그아웃 되었습니다.',
  excluded: '이용 중지(이용 제한)가 시작되어 로그아웃되었습니다.',
  accountBlocked: '이용이 제한된 계정입니다. 고객센터에 문의해주세요.',
  forbidden: '권한이 없습니다.',
  /** 403 from the console: the staff role lacks the route's permission (modules/admin/permission-check.ts) */
  notPermitted: '이 작업을 할 권한이 없습니다.',
  badCredentials: '아이디 또는 비밀번호가 일치하지 않습니다.',
  tooManyLogins: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  slowedDown: (seconds: number) => `로그인 실패가 많아 ${seconds}초 후에 다시 시도할 수 있습니다.`,
} as const;
