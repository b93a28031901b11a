/** The rules page's and the console tab's calls. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { RuleCategory, RuleInput } from '@site/contracts/api/site-rules';
import { pathKey } from '@site/contracts/endpoint';
import { ruleAdminEndpoints, ruleEndpoints } from '@site/contracts/endpoints/site-rules';

import { call, endpointQuery } from '../../../lib/call';

export const rulesQuery = () => endpointQuery(ruleEndpoints.list, {});

const adminRuleQuery = (category: RuleCategory) => endpointQuery(ruleAdminEndpoints.get, { params: { category } });

export const useAdminRule = (category: RuleCategory) => useQuery(adminRuleQuery(category));

export function useSaveRule(category: RuleCategory) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleInput) => call(ruleAdminEndpoints.save, { params: { category }, body }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminRuleQuery(category).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: pathKey(ruleEndpoints.list) });
    },
  });
}
