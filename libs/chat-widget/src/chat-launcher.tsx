import { IconButton } from '@chakra-ui/react';
import { Bot } from 'lucide-react';

export interface ChatLauncherProps {
  /** Where the widget is mounted ('landing', 'login'...), sent as context with each message. */
  page?: string;
}

/** The floating AI assistant button (the widget itself is filled by the chat issue). */
export function ChatLauncher(_props: ChatLauncherProps) {
  return (
    <IconButton aria-label="Open the AI assistant" borderRadius="full" colorPalette="brand">
      <Bot aria-hidden="true" />
    </IconButton>
  );
}
