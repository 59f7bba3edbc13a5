import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useComponentRecipes, useLightModal } from '@intambwe/ui';
import { Award, BriefcaseBusiness, ChartColumn, CircleCheck, UserRoundPlus, Video, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useViewer } from '../../shared/use-viewer';
import { useMessages } from '@intambwe/i18n';
import { demoMessages } from './demo-messages';
const icons: LucideIcon[] = [UserRoundPlus, Video, ChartColumn, Award, BriefcaseBusiness];

export interface DemoTourDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Watch Demo: a five-step guided tour told with text and icons, so it works on
 * slow connections and without any video hosting. Previous/Next move through
 * the steps; the last step leads to sign-up (or the dashboard when signed in).
 */
export function DemoTourDialog({ open, onOpenChange }: DemoTourDialogProps) {
  useComponentRecipes();
  const modal = useLightModal(open);
  const m = useMessages(demoMessages);
  const steps = Object.values(m.steps).map((words) => ({ title: words.title, text: words.text, points: [words.point1, words.point2, words.point3] }));
  const [index, setIndex] = useState(0);
  const navigate = useNavigate();
  const { isSignedIn } = useViewer();
  const total = steps.length;
  const step = steps[index] ?? (steps[0] as (typeof steps)[number]);
  const Icon = icons[index] ?? Video;
  const last = index === total - 1;

  return (
    <Dialog.Root
      {...modal.root}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onExitComplete={() => setIndex(0)}
      size={{ mdDown: 'full', md: 'lg' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...modal.content}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{m.title}</Dialog.Title>
              <Dialog.Description color="fg.muted">{m.description}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" aria-live="polite" aria-atomic="true">
                <HStack gap="3">
                  <Box bg="brand.muted" color="brand.fg" borderRadius="full" p="3" aria-hidden="true">
                    <Icon size={28} />
                  </Box>
                  <Stack gap="0">
                    <Text fontSize="sm" color="fg.muted">
                      {m.stepOf({ step: index + 1, total })}
                    </Text>
                    <Text as="h3" fontSize="lg" fontWeight="semibold">
                      {step.title}
                    </Text>
                  </Stack>
                </HStack>
                <Text>{step.text}</Text>
                <Stack as="ul" gap="2" listStyleType="none">
                  {step.points.map((point) => (
                    <HStack as="li" key={point} gap="2" align="flex-start">
                      <Box as="span" color="brand.fg" mt="0.5" aria-hidden="true">
                        <CircleCheck size={18} />
                      </Box>
                      <Text>{point}</Text>
                    </HStack>
                  ))}
                </Stack>
              </Stack>
              <HStack gap="2" justify="center" mt="6" aria-hidden="true">
                {steps.map((item, dot) => (
                  <Box
                    key={item.title}
                    h="2"
                    w={dot === index ? '6' : '2'}
                    borderRadius="full"
                    bg={dot === index ? 'brand.solid' : 'border.emphasized'}
                    transition="width 0.2s"
                  />
                ))}
              </HStack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Button variant="outline" onClick={() => setIndex((current) => Math.max(0, current - 1))} disabled={index === 0}>
                {m.previous}
              </Button>
              {last ? (
                <Button
                  onClick={() => {
                    onOpenChange(false);
                    navigate(isSignedIn ? '/dashboard' : '/register');
                  }}
                >
                  {m.finish}
                </Button>
              ) : (
                <Button onClick={() => setIndex((current) => Math.min(total - 1, current + 1))}>{m.next}</Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={m.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
DemoTourDialog.displayName = 'DemoTourDialog';
