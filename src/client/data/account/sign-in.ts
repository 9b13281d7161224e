/** `POST /auth/login` and `POST /auth/register`: both answer `{ user, token }`. */
import {
  type AuthResponse,
  authAnswerSchema,
  type LoginBody,
  type RegisterBody,
} from '../../../domain/account'
import { publicApi } from '../../lib/api-client'

export async function postSignIn(body: LoginBody): Promise<AuthResponse> {
  return authAnswerSchema.parse(await publicApi('/auth/login', { method: 'POST', body }))
}

export async function postSignUp(body: RegisterBody): Promise<AuthResponse> {
  return authAnswerSchema.parse(await publicApi('/auth/register', { method: 'POST', body }))
}

export interface AuthCalls {
  signIn: typeof postSignIn
  signUp: typeof postSignUp
}

export const authCalls: AuthCalls = { signIn: postSignIn, signUp: postSignUp }
