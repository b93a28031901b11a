import { CONTROL_CHARACTER_MESSAGE } from '@site/contracts/api/fields';

// Texts a member can see when a request fails for a reason no service anticipated.
export const errorMessages = {
  invalidInput: '입력값이 올바르지 않습니다.',
  apiNotFound: '요청한 API를 찾을 수 없습니다.',
  pageNotFound: '요청한 주소를 찾을 수 없습니다.',
  badRequest: '요청 형식이 올바르지 않습니다.',
  payloadTooLarge: '요청 내용이 너무 큽니다.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  /** NUL or another control character where text was expected; the same words the contracts' text schema uses */
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
  tooManyStreams: '실시간 연결이 너무 많습니다. 열려 있는 창이나 탭을 닫고 다시 시도해주세요.',
  requestRejected: '요청을 처리할 수 없습니다.',
  /** 403 from /metrics: the socket is neither loopback nor one METRICS_ALLOW names */
  metricsRefused: '허용된 주소에서만 지표를 볼 수 있습니다.',
  unexpected: '예상하지 못한 문제가 일어났습니다. 관리자에게 문의해주세요.',
  /** 503: a bound ran out, the server is saturated or its database restarting; nothing was booked */
  busy: '지금은 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  databaseUnavailable: '데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;
