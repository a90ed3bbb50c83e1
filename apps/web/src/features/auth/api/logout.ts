import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearToken } from '../../../lib/auth-token';
import { revokeToken } from './revoke-token';

/** Menu → Logout: revoke the token, forget it, back to the sign-in page. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => revokeToken(),
    onSettled: () => {
      clearToken();
      navigate('/', { replace: true });
    },
  });
}
