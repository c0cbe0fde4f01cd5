import { expect, it } from 'vitest';
import { socketUrl } from './message-channel';

it('puts the message socket on the API’s origin, ws for http and wss for https', () => {
  expect(socketUrl('', { protocol: 'https:', host: 'console.hospital.cn' })).toBe(
    'wss://console.hospital.cn/api/message/socket',
  );
  expect(socketUrl('', { protocol: 'http:', host: 'localhost:5173' })).toBe(
    'ws://localhost:5173/api/message/socket',
  );
  expect(socketUrl('http://127.0.0.1:3000/')).toBe('ws://127.0.0.1:3000/api/message/socket');
  expect(socketUrl('https://api.hospital.cn')).toBe('wss://api.hospital.cn/api/message/socket');
});
