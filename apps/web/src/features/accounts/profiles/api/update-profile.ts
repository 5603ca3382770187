import type { ProfileDto, UpdateProfilePayload } from '@thoughtful/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { profileQueryKey } from './get-profile';
import { PROFILES_QUERY_KEY } from './get-profiles';

/** `POST /api/profile`: the signed-in member's own alias and bio; answers the saved profile. */
export function updateProfile(body: UpdateProfilePayload): Promise<ProfileDto> {
  return apiFetch<ProfileDto>('/api/profile', { method: 'POST', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey(profile.user._id), profile);
      await queryClient.invalidateQueries({ queryKey: [...PROFILES_QUERY_KEY, 'list'] });
    },
  });
}
