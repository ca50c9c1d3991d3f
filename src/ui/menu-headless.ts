// What src/ui/menu.tsx loads on a menu's first use: Headless UI's menu (with floating-ui) only.
export { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
