import { openCustomerServiceChat } from './open-customer-service-chat';

const settings = { script: '/sandbox-scripts/customer-service-chat.js' };

afterEach(() => {
  delete window.CustomerServiceChat;
});

describe('openCustomerServiceChat', () => {
  it('loads the widget script, then opens the chat on the topic in the page language', async () => {
    const open = vi.fn();
    const load = vi.fn(async () => {
      window.CustomerServiceChat = { open };
    });
    await openCustomerServiceChat(settings, { lang: 'de', topic: 'chineseEmail' }, load);
    expect(load).toHaveBeenCalledWith('/sandbox-scripts/customer-service-chat.js');
    expect(open).toHaveBeenCalledWith({ lang: 'de', topic: 'chineseEmail' });
  });

  it('rejects when the script does not load', async () => {
    const load = vi.fn(async () => {
      throw new Error('404');
    });
    await expect(
      openCustomerServiceChat(settings, { lang: 'en', topic: 'chineseEmail' }, load),
    ).rejects.toThrow('404');
  });

  it('rejects when the script offers no chat', async () => {
    await expect(
      openCustomerServiceChat(settings, { lang: 'en', topic: 'chineseEmail' }, async () => {}),
    ).rejects.toThrow(/did not offer window.CustomerServiceChat/);
  });
});
