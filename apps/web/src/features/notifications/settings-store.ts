import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The member's choices about notifications on this browser, kept in local storage. */
interface NotificationSettings {
  /** A short chime with each toast; on until the member turns it off. */
  sound: boolean;
  setSound: (on: boolean) => void;
}

export const NOTIFICATION_SETTINGS_KEY = 'site.notifications';

export const useNotificationSettings = create<NotificationSettings>()(
  persist(
    (set) => ({
      sound: true,
      setSound: (sound) => set({ sound }),
    }),
    {
      name: NOTIFICATION_SETTINGS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sound: state.sound }),
    },
  ),
);
