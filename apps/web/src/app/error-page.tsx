import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';

import { Text } from '../components/ui/text';
import { ActionButton } from '../components/ui/action-button';
import { ko } from '../i18n/ko';

export interface ErrorPageProps {
  statusCode: number;
  message?: string;
}

/** SPEC.md §2 and §8: the status code, what happened in Korean, the message, and a way home. */
export function ErrorPage({ statusCode, message }: ErrorPageProps) {
  const notFound = statusCode === 404;
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <Text component="p" sx={{ fontSize: { xs: 64, md: 96 }, fontWeight: 900, color: 'primary.main', lineHeight: 1 }}>
        {statusCode}
      </Text>
      <Text component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2 }}>
        {notFound ? ko.errorPage.notFoundTitle : ko.errorPage.otherTitle}
      </Text>
      <Text sx={{ color: 'text.secondary', mt: 1 }}>
        {message ?? (notFound ? ko.errorPage.notFoundMessage : ko.errorPage.otherMessage)}
      </Text>
      <ActionButton component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
        {ko.errorPage.backHome}
      </ActionButton>
    </Box>
  );
}

export function NotFoundPage() {
  return <ErrorPage statusCode={404} message={ko.errorPage.notFoundMessage} />;
}
