import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState } from 'react';

import { verificationRefusalSchema, type AdminVerification } from '@site/contracts/api/verification';
import { formatSeoul } from '@site/contracts/time';

import { alertActionError } from '../../../components/console/notify';
import { QueryState } from '../../../components/console/query-state';
import { ReasonDialog } from '../../../components/console/reason-dialog';
import { showAlert, showConfirm } from '../../../components/ui/alert';
import { ChipTabs } from '../../../components/ui/chip-tabs';
import { Panel } from '../../../components/ui/panel';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { Text } from '../../../components/ui/text';
import { koVerification } from '../../../i18n/ko-verification';
import { refusalMessage } from '../../../lib/form/refusal';
import { useDecideVerification, useVerificationDocument, useVerificationQueue } from '../api/verification';

const text = koVerification.admin;

type View = 'pending' | 'decided';

const statusColor = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/**
 * The console's 본인 인증 tab (docs/decisions/064): the requests waiting, oldest first, or the latest
 * decided; each request's document image opens in a dialog fetched with the operator's session, from
 * which it is approved or refused with a reason the member reads.
 */
export function VerificationQueueSection() {
  const [view, setView] = useState<View>('pending');
  const [viewing, setViewing] = useState<AdminVerification | null>(null);
  const [refusing, setRefusing] = useState<AdminVerification | null>(null);
  const query = useVerificationQueue(view);
  const decide = useDecideVerification();

  const approve = async (row: AdminVerification) => {
    const confirmed = await showConfirm({
      title: text.approveTitle,
      message: text.approveConfirm(row.userId, row.legalName),
      confirmLabel: text.approve,
    });
    if (!confirmed) return;
    decide.mutate(
      { id: row.id },
      {
        onSuccess: () => {
          setViewing(null);
          void showAlert(text.approved(row.userId));
        },
        onError: (error) => void alertActionError(error),
      },
    );
  };

  const refuse = async (row: AdminVerification, reason: string) => {
    await decide.mutateAsync({ id: row.id, reason });
    setRefusing(null);
    setViewing(null);
    await showAlert(text.refused(row.userId));
  };

  const columns = useMemo<ListColumn<AdminVerification>[]>(
    () => [
      { key: 'legalName', header: text.legalName, cell: (row) => row.legalName },
      {
        key: 'birthDate',
        header: text.birthDate,
        cell: (row) => `${row.birthDate} (${text.age(row.ageAtSubmission)})`,
      },
      { key: 'documentType', header: text.documentType, cell: (row) => koVerification.documentTypes[row.documentType] },
      { key: 'submittedAt', header: text.submittedAt, cell: (row) => formatSeoul(row.createdAt, 'dateTimeShortYear') },
      {
        key: 'status',
        header: text.status,
        wrap: true,
        cell: (row) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
            <Chip size="small" color={statusColor[row.status]} label={koVerification.statuses[row.status]} />
            {row.reason && <Text variant="caption">{row.reason}</Text>}
            {row.decidedByUserId && row.decidedAt && (
              <Text variant="caption" sx={{ color: 'text.secondary' }}>
                {text.decidedBy(row.decidedByUserId, formatSeoul(row.decidedAt, 'dateTimeShortYear'))}
              </Text>
            )}
          </Box>
        ),
      },
      {
        key: 'actions',
        header: '',
        cell: (row) => (
          <Button size="small" variant="outlined" onClick={() => setViewing(row)}>
            {text.view}
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Panel title={text.title}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <ChipTabs
          label={text.views}
          tabs={[
            { key: 'pending', label: text.pending },
            { key: 'decided', label: text.decided },
          ]}
          selected={view}
          onSelect={setView}
        />
        <QueryState query={query}>
          {(rows) => (
            <ResponsiveList
              label={text.title}
              rows={rows}
              rowKey={(row) => row.id}
              primary={{
                key: 'member',
                header: text.member,
                cell: (row) => `${row.userId} (${row.nickName})`,
              }}
              columns={columns}
              empty={view === 'pending' ? text.emptyPending : text.emptyDecided}
            />
          )}
        </QueryState>
      </Box>
      {viewing && (
        <DocumentDialog
          request={viewing}
          deciding={decide.isPending}
          onClose={() => setViewing(null)}
          onApprove={() => void approve(viewing)}
          onRefuse={() => setRefusing(viewing)}
        />
      )}
      {refusing && (
        <ReasonDialog
          title={text.refuseTitle}
          help={text.refuseHelp(refusing.userId)}
          texts={text}
          schema={verificationRefusalSchema}
          onClose={() => setRefusing(null)}
          onRefuse={(reason) => refuse(refusing, reason)}
        />
      )}
    </Panel>
  );
}

/** One request with its document image, shown from memory and forgotten when the dialog closes. */
function DocumentDialog({
  request,
  deciding,
  onClose,
  onApprove,
  onRefuse,
}: {
  request: AdminVerification;
  deciding: boolean;
  onClose: () => void;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  const titleId = useId();
  const document = useVerificationDocument(request.id, true);
  const url = document.data;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {request.userId} · {request.legalName}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Text variant="body2" sx={{ color: 'text.secondary' }}>
          {request.birthDate} ({text.age(request.ageAtSubmission)}) ·{' '}
          {koVerification.documentTypes[request.documentType]}
        </Text>
        {document.isError && (
          <Text variant="body2" sx={{ color: 'error.main' }}>
            {refusalMessage(document.error) ?? ''}
          </Text>
        )}
        {!document.isError && !url && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Text variant="body2">{text.imageLoading}</Text>
          </Box>
        )}
        {url && (
          <Box
            component="img"
            src={url}
            alt={text.imageAlt(request.userId)}
            sx={{ maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', alignSelf: 'center' }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          {text.hide}
        </Button>
        {request.status === 'pending' && (
          <>
            <Button variant="outlined" color="error" onClick={onRefuse} disabled={deciding}>
              {text.refuse}
            </Button>
            <Button variant="contained" onClick={onApprove} disabled={deciding}>
              {text.approve}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
