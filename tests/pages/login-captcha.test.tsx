import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { button } from '../support/dom';
import { renderApp } from '../support/render-app';
import { standinForTests } from '../support/standin';

// Captcha mode is a build-time setting; this file builds the login page with it on.
vi.mock('../../src/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/config')>();
  return { ...actual, config: { ...actual.config, captchaMode: true } };
});

const standin = standinForTests();

const captchaError = () => document.getElementById('login-captcha-error')?.textContent;
const image = async () => ((await screen.findByAltText('验证码')) as HTMLImageElement).src;
// The key of the captcha on screen is the stand-in's latest one: its code is what a person reads.
const codeOnScreen = () => standin.captchaCode(standin.db.tables.captchas.at(-1)!.key);

describe('login in captcha mode', () => {
  it('clears a used code after a failed login, shows a new image, and logs in with its code', async () => {
    await renderApp('/login');
    const first = await image();
    const captcha = screen.getByPlaceholderText('请输入验证码') as HTMLInputElement;
    fireEvent.change(captcha, { target: { value: 'wrong' } });
    fireEvent.click(button('登录'));

    expect(await screen.findByText('验证码不正确')).toBeTruthy();
    await waitFor(() => expect(captcha.value).toBe(''));
    // The cleared field asks for a code again, and a second image (a new key) is fetched.
    expect(captchaError()).toBe('请输入验证码');
    await waitFor(() => expect(standin.calls('/captcha')).toHaveLength(2));
    await waitFor(async () => expect(await image()).not.toBe(first));

    fireEvent.change(captcha, { target: { value: codeOnScreen() } });
    expect(captchaError()).toBe('');
    fireEvent.click(button('登录'));
    expect(await screen.findByText('快捷入口')).toBeTruthy();
    const token = standin.calls('/oauth/token').at(-1)!;
    expect(token.params.get('grant_type')).toBe('captcha');
  });

  it('asks for the code before sending anything', async () => {
    await renderApp('/login');
    await image();
    fireEvent.click(button('登录'));
    await waitFor(() => expect(captchaError()).toBe('请输入验证码'));
    expect(standin.calls('/oauth/token')).toHaveLength(0);
  });
});
