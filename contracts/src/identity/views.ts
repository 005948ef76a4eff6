/** `GET /users/profile` (API-CONTRACT §3): the signed-in account, in the admin and the portal alike. */
export interface UserProfile {
  id: number;
  username: string;
  nickname: string;
  avatar: string | null;
  /** 0 secret, 1 male, 2 female. */
  gender: number;
  mobile: string | null;
  email: string | null;
  deptName: string | null;
  /** Comma-separated; seeded roles come as catalog keys (`roles.admin`). */
  roleNames: string;
  createTime: string;
}
