/** The address of the European or in-play book's window, for the confirmation dialog to open. */
import { endpoint } from '../endpoint';
import type { openGameQuerySchema, openGameUrlSchema } from '../api/sports';

export const openGameEndpoints = {
  bookWindow: endpoint<{ query: typeof openGameQuerySchema }, { 200: typeof openGameUrlSchema }>({
    method: 'GET',
    path: '/kosca/opengame',
    summary: '유럽형(EU) 또는 인플레이(IN) 창의 주소 (회원만; 점검 중이면 503)',
    tag: '스포츠',
  }),
};
