/** `POST /auth/login` and `POST /auth/register`: both answer `{ user, token }`. */
import type { AuthResponse, LoginBody, RegisterBody } from '../../../../domain/account'
import { publicApi } from '../../../lib/api-client'

export function postSignIn(body: LoginBody): Promise<AuthResponse> {
  return publicApi<AuthResponse>('/auth/login', { method: 'POST', body })
}

export function postSignUp(body: RegisterBody): Promise<AuthResponse> {
  return publicApi<AuthResponse>('/auth/register', { method: 'POST', body })
}

export interface AuthCalls {
  signIn: typeof postSignIn
  signUp: typeof postSignUp
}

export const authCalls: AuthCalls = { signIn: postSignIn, signUp: postSignUp }
