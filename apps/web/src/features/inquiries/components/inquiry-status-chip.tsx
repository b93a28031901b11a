import Chip from '@mui/material/Chip';

import { inquiryStatusNames, type InquiryStatus } from '@site/contracts/inquiries';

/** 대기 / 답변완료, the same on the member's list and in the console's queue. */
export function InquiryStatusChip({ status }: { status: InquiryStatus }) {
  return (
    <Chip
      label={inquiryStatusNames[status]}
      size="small"
      color={status === 'answered' ? 'success' : 'default'}
      variant={status === 'answered' ? 'filled' : 'outlined'}
      sx={{ flexShrink: 0 }}
    />
  );
}
