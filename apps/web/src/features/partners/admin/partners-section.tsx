import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { PartnerNode } from '@site/contracts/api/partners';

import { QueryState } from '../../../components/console/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { Panel } from '../../../components/ui/panel';
import { koPartnersAdmin } from '../../../i18n/ko-partners';
import { usePartnerTree } from '../api/admin-partners';
import { CreatePartnerDialog } from './create-partner-dialog';
import { EditRatesDialog } from './edit-rates-dialog';
import { MoveMemberForm } from './move-member-form';
import { PartnerTreeList } from './partner-tree-list';

const text = koPartnersAdmin;

type Open = { dialog: 'create'; parentId: number } | { dialog: 'edit'; node: PartnerNode } | null;

/** The console's partner tab: the tree with its rates, new partners, rate changes and members' places. */
export function PartnersSection() {
  const query = usePartnerTree();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const tree = query.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Panel title={text.title}>
        <QueryState query={query}>
          {(nodes) => {
            const listProps = {
              nodes,
              onEdit: (node: PartnerNode) => setOpen({ dialog: 'edit', node }),
              onAddUnder: (node: PartnerNode) => setOpen({ dialog: 'create', parentId: node.id }),
            };
            return (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
                  <Typography variant="body2" color="text.secondary" role="status">
                    {text.count(nodes.length)}
                  </Typography>
                  <Box sx={{ flex: 1 }} />
                  <Button variant="contained" onClick={() => setOpen({ dialog: 'create', parentId: 0 })}>
                    {text.add}
                  </Button>
                </Box>
                {nodes.length === 0 ? <EmptyState text={text.empty} /> : <PartnerTreeList {...listProps} />}
              </>
            );
          }}
        </QueryState>
      </Panel>
      <MoveMemberForm />
      {open?.dialog === 'create' && <CreatePartnerDialog tree={tree} parentId={open.parentId} onClose={close} />}
      {open?.dialog === 'edit' && (
        <EditRatesDialog
          node={open.node}
          parent={tree.find((node) => node.id === open.node.parentId) ?? null}
          onClose={close}
        />
      )}
    </Box>
  );
}
