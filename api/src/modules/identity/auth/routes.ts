import { loginForm, refreshForm } from '@jobmarket/contracts';
import multer from 'multer';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../../http/route';
import { commandContextOf } from '../../moduleContext';
import type { AuthService } from './authService';

// the spec's client posts the login form as multipart/form-data: fields only, no files, small
const formFields = multer({ limits: { fields: 10, fieldSize: 4096, files: 0 } }).none();

const tokenPair = z.object({ tokenType: z.literal('Bearer'), accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number() });

export function authRoutes(auth: AuthService): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/auth/captcha',
      permission: 'public',
      tag: 'auth',
      summary: 'A captcha image (data URI) and its key; the answer is kept 120 s and checked once',
      response: z.object({ captchaKey: z.string(), captchaBase64: z.string() }),
      handler: async ({ res }) => {
        res.setHeader('Cache-Control', 'no-store');
        return auth.captchas.create();
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/login',
      permission: 'public',
      tag: 'auth',
      summary: 'Sign in with username, password and captcha (multipart, urlencoded or JSON)',
      middleware: [formFields],
      body: loginForm,
      response: tokenPair,
      handler: async (route) => auth.login(route.body, { ...commandContextOf(route), userAgent: route.req.get('user-agent') }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth/refresh-token',
      permission: 'public',
      tag: 'auth',
      summary: 'Exchange a refresh token for new tokens (the refresh token rotates; reuse revokes the sign-in)',
      body: refreshForm,
      response: tokenPair,
      handler: async ({ body }) => auth.refresh(body.refreshToken),
    }),
    defineRoute({
      method: 'delete',
      path: '/auth/logout',
      permission: 'authenticated',
      tag: 'auth',
      summary: 'Sign out: revokes this sign-in and its access token',
      handler: async (route) => {
        await auth.logout(route.actor!, commandContextOf(route));
        return null;
      },
    }),
  ];
}
