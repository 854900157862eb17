import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';

describe('the stand-in customer-service chat', () => {
  it('opens a chat panel on the topic that answers what the visitor types', async () => {
    await import('./customer-service-chat');
    window.CustomerServiceChat!.open({ lang: 'en', topic: 'chineseEmail' });
    const chat = await screen.findByRole('dialog', { name: 'Customer service' });
    const log = within(chat).getByRole('log', { name: 'Conversation' });
    expect(log).toHaveTextContent(
      /signing up with an e-mail address from a mainland-China provider/,
    );
    const user = userEvent.setup();
    await user.type(within(chat).getByLabelText('Your message'), 'My address is refused');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(log).toHaveTextContent('You: My address is refused');
    expect(log).toHaveTextContent('An agent will answer here shortly.');
    await user.click(within(chat).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog', { name: 'Customer service' })).toBeNull();
  });
});
