import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { koMaintenance } from '../../../i18n/ko';
import { maintenanceQuery } from '../api/settings';

const RECHECK_MS = 30_000;

/**
 * /maintenance (SPEC.md §4): shown to everyone while the operator's maintenance switch is on. It
 * asks again every 30 s and goes home once maintenance is over.
 */
export default function MaintenancePage() {
  const navigate = useNavigate();
  const { data } = useQuery({ ...maintenanceQuery, refetchInterval: RECHECK_MS });
  const over = data?.siteNoticeFlg === false;
  useEffect(() => {
    if (over) void navigate('/', { replace: true });
  }, [over, navigate]);
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 900, color: 'primary.main', mb: 2 }}>
        {koMaintenance.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{koMaintenance.body}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{koMaintenance.after}</Typography>
    </>
  );
}
