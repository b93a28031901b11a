/** The cashier's refusals the contracts' cashierErrors does not hold (server-only situations). */
export const cashierServerErrors = {
  tetherDepositByGateway: '테더 충전은 결제가 확인되면 자동으로 처리됩니다. 승인할 수 없습니다.',
  gatewayUnavailable: '테더 게이트웨이에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  payoutInFlight: '승인된 테더 출금을 게이트웨이로 보내는 중입니다. 결과가 나올 때까지 처리할 수 없습니다.',
  payoutRejected: '테더 게이트웨이가 출금 전송을 거절했습니다.',
  inquiryNotFound: '계좌문의를 찾을 수 없습니다.',
  badDayRange: '조회 시작일은 종료일보다 늦을 수 없습니다.',
  dayRangeTooLong: '한 번에 92일까지 조회할 수 있습니다.',
} as const;

/** The ledger reference every movement of a cash request books under. */
export const cashReference = (requestId: number): string => `cash:${requestId}`;
