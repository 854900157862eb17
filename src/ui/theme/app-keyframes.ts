import { defineKeyframes } from '@chakra-ui/react';

/**
 * The keyframes the app's recipes name (spinner, skeleton, dialog, toast), as Chakra's theme
 * defines them (Chakra UI, MIT licence). Chakra's own set has 33, drawn into every page's
 * critical CSS and shipped in its first load; the collapsible, marquee, progress and full-width
 * slides are for components this app does not have (docs/performance.md, "Where the first load
 * stands, and what is left to cut"). `create-app-system.test.ts` fails on a recipe naming a
 * keyframe left out here.
 */
export const appKeyframes = defineKeyframes({
  spin: {
    '0%': { transform: 'rotate(0deg)' },
    '100%': { transform: 'rotate(360deg)' },
  },
  pulse: {
    '50%': { opacity: '0.5' },
  },
  'bg-position': {
    from: { backgroundPosition: 'var(--animate-from, 1rem) 0' },
    to: { backgroundPosition: 'var(--animate-to, 0) 0' },
  },
  'fade-in': {
    from: { opacity: 0 },
    to: { opacity: 1 },
  },
  'fade-out': {
    from: { opacity: 1 },
    to: { opacity: 0 },
  },
  'slide-from-top': {
    '0%': { translate: '0 calc(var(--slide-from-top-distance, 0.5rem) * -1)' },
    to: { translate: '0' },
  },
  'slide-from-bottom': {
    '0%': { translate: '0 var(--slide-from-bottom-distance, 0.5rem)' },
    to: { translate: '0' },
  },
  'slide-from-left': {
    '0%': { translate: 'calc(var(--slide-from-left-distance, 0.5rem) * -1) 0' },
    to: { translate: '0' },
  },
  'slide-from-right': {
    '0%': { translate: 'var(--slide-from-right-distance, 0.5rem) 0' },
    to: { translate: '0' },
  },
  'slide-to-top': {
    '0%': { translate: '0' },
    to: { translate: '0 calc(var(--slide-to-top-distance, 0.5rem) * -1)' },
  },
  'slide-to-bottom': {
    '0%': { translate: '0' },
    to: { translate: '0 var(--slide-to-bottom-distance, 0.5rem)' },
  },
  'slide-to-left': {
    '0%': { translate: '0' },
    to: { translate: 'calc(var(--slide-to-left-distance, 0.5rem) * -1) 0' },
  },
  'slide-to-right': {
    '0%': { translate: '0' },
    to: { translate: 'var(--slide-to-right-distance, 0.5rem) 0' },
  },
  'scale-in': {
    from: { scale: '0.95' },
    to: { scale: '1' },
  },
  'scale-out': {
    from: { scale: '1' },
    to: { scale: '0.95' },
  },
});
