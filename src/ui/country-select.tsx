import { Box, chakra, Flex, Text, type HTMLChakraProps } from '@chakra-ui/react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type SVGProps,
} from 'react';
import {
  COUNTRY_DIALOG_LIST_HEIGHT_PX,
  COUNTRY_DROPDOWN_MAX_HEIGHT_PX,
  COUNTRY_DROPDOWN_MAX_HEIGHT_SMALL_PX,
  COUNTRY_LIST_MAX_HEIGHT_PX,
  COUNTRY_ROW_HEIGHT_PX,
  filterCountryOptions,
  renderedRows,
  scrollTopToReveal,
  type CountryOption,
} from './country-search';
import { responsiveImage } from '@/lib/image-url';
import { useFormFieldControl } from './form-field-context';
import { useInDialog } from './in-dialog';
import { mediaBelow } from './theme/layout-tokens';
import { TextInput } from './text-input';

export type { CountryOption } from './country-search';

export interface CountrySelectProps {
  readonly options: readonly CountryOption[];
  /** Code of the chosen option; null or undefined when none is chosen. */
  readonly value: string | null | undefined;
  readonly onChange: (code: string) => void;
  /** Accessible name of the list, e.g. "Countries". */
  readonly listLabel: string;
  /** Shown in the list when nothing matches what was typed. */
  readonly noMatchesText: string;
  readonly placeholder?: string | undefined;
  /** Phone use: the dialling code (+44) beside each name and in the closed field. */
  readonly showAreaCode?: boolean;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly name?: string | undefined;
  readonly onBlur?: (() => void) | undefined;
  /** Control id; inside a FormField its id is used, so the label points here. */
  readonly id?: string | undefined;
}

const IMAGE_PX = 20;

/**
 * A searchable country picker: an editable combobox (ARIA 1.2) over a listbox of 40 px rows,
 * at most 280 px high (160 inside a dialog; the dropdown at most 340 px, 300 under 500 px), of which only 17 rows are in the DOM at a time, so the full list of
 * ~240 countries opens instantly. Type a name in the visitor's language, the English name, the
 * two-letter code or the dialling code to narrow it; arrows, Page Up/Down, Enter and Escape work
 * as in a native select; focus stays in the input (aria-activedescendant). All copy comes in as
 * props, the country names already in the visitor's language.
 */
export function CountrySelect({
  options,
  value,
  onChange,
  listLabel,
  noMatchesText,
  placeholder,
  showAreaCode = false,
  disabled = false,
  readOnly = false,
  name,
  onBlur,
  id,
}: CountrySelectProps) {
  const field = useFormFieldControl();
  const generatedId = useId();
  const controlId = id ?? field?.controlId ?? `country-${generatedId}`;
  const listId = `${controlId}-listbox`;
  const listRef = useRef<HTMLDivElement>(null);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const listHeight = useInDialog() ? COUNTRY_DIALOG_LIST_HEIGHT_PX : COUNTRY_LIST_MAX_HEIGHT_PX;
  const pageRows = Math.floor(listHeight / COUNTRY_ROW_HEIGHT_PX);

  const selected = options.find((option) => option.code === value);
  const matches = useMemo(() => filterCountryOptions(options, query ?? ''), [options, query]);
  const active = open ? matches[activeIndex] : undefined;
  const rows = renderedRows(scrollTop, matches.length, listHeight);
  const optionId = (option: CountryOption) => `${controlId}-option-${option.code}`;

  // Opening shows the chosen country: the list was hidden, so its scroll is applied once shown.
  useLayoutEffect(() => {
    if (open && listRef.current) listRef.current.scrollTop = scrollTop;
    // Only on opening: later scrolls come from the list itself or from `scrollTo`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const scrollTo = (next: number) => {
    setScrollTop(next);
    if (listRef.current) listRef.current.scrollTop = next;
  };

  const moveTo = (index: number, from = scrollTop) => {
    const clamped = Math.max(0, Math.min(matches.length - 1, index));
    setActiveIndex(clamped);
    scrollTo(scrollTopToReveal(clamped, from, listHeight));
  };

  const openList = () => {
    if (open || disabled || readOnly) return;
    const index = Math.max(
      0,
      matches.findIndex((option) => option.code === value),
    );
    setOpen(true);
    setActiveIndex(index);
    setScrollTop(scrollTopToReveal(index, 0, listHeight));
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
  };

  const choose = (option: CountryOption) => {
    onChange(option.code);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else moveTo(activeIndex + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else moveTo(activeIndex - 1);
        return;
      case 'PageDown':
        if (!open) return;
        event.preventDefault();
        moveTo(activeIndex + pageRows);
        return;
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        moveTo(activeIndex - pageRows);
        return;
      case 'Enter':
        // A closed picker lets Enter submit the form, like any other field.
        if (!open) return;
        event.preventDefault();
        if (active) choose(active);
        return;
      case 'Escape':
        if (!open && query === null) return;
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (listRef.current?.contains(event.relatedTarget as Node | null)) return;
    close();
    onBlur?.();
  };

  const label = selected ? optionLabel(selected, showAreaCode) : '';

  return (
    <Box position="relative" width="full">
      <TextInput
        id={controlId}
        name={name}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query ?? label}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readOnly}
        paddingInlineStart={selected?.imageUrl && query === null ? '10' : undefined}
        paddingInlineEnd="9"
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          scrollTo(0);
          if (!open) setOpen(true);
        }}
        onClick={(event) => {
          if (open) return;
          openList();
          // Typing replaces the chosen name instead of appending to it.
          if (query === null) event.currentTarget.select();
        }}
        onKeyDown={onKeyDown}
        onBlur={onInputBlur}
      />
      {selected?.imageUrl && query === null && (
        <CountryImage
          src={selected.imageUrl}
          position="absolute"
          insetInlineStart="3"
          top="50%"
          transform="translateY(-50%)"
          pointerEvents="none"
        />
      )}
      <Box
        position="absolute"
        insetInlineEnd="3"
        top="50%"
        transform="translateY(-50%)"
        pointerEvents="none"
        color="fg.muted"
        display="flex"
      >
        <ChevronIcon style={{ transform: open ? 'rotate(180deg)' : undefined }} />
      </Box>
      <Box
        hidden={!open}
        position="absolute"
        insetInline="0"
        top="calc(100% + 4px)"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        boxShadow="md"
        overflow="hidden"
        data-country-dropdown=""
        css={{
          maxHeight: `${COUNTRY_DROPDOWN_MAX_HEIGHT_PX}px`,
          // Small screens: under the spec's 500 px breakpoint, where the phone toast starts too.
          [mediaBelow(500)]: {
            maxHeight: `${COUNTRY_DROPDOWN_MAX_HEIGHT_SMALL_PX}px`,
          },
        }}
        // Clicks in the list must not take focus from the input (the combobox keeps it).
        onMouseDown={(event) => event.preventDefault()}
      >
        {open && matches.length === 0 && (
          <Text paddingInline="3" paddingBlock="2" color="fg.muted" role="status">
            {noMatchesText}
          </Text>
        )}
        <Box
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={listLabel}
          // Always in the DOM, so aria-controls always points at something.
          hidden={!open || matches.length === 0}
          maxHeight={`${listHeight}px`}
          overflowY="auto"
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        >
          {open && (
            <Box position="relative" height={`${matches.length * COUNTRY_ROW_HEIGHT_PX}px`}>
              {matches.slice(rows.start, rows.end).map((option, offset) => {
                const index = rows.start + offset;
                const isSelected = option.code === value;
                return (
                  <Flex
                    key={option.code}
                    id={optionId(option)}
                    role="option"
                    aria-selected={isSelected}
                    aria-setsize={matches.length}
                    aria-posinset={index + 1}
                    position="absolute"
                    insetInline="0"
                    top={`${index * COUNTRY_ROW_HEIGHT_PX}px`}
                    height={`${COUNTRY_ROW_HEIGHT_PX}px`}
                    alignItems="center"
                    gap="2"
                    paddingInline="3"
                    cursor="pointer"
                    bg={index === activeIndex ? 'bg.muted' : undefined}
                    fontWeight={isSelected ? 'semibold' : undefined}
                    onMouseMove={() => {
                      if (index !== activeIndex) setActiveIndex(index);
                    }}
                    onClick={() => choose(option)}
                  >
                    {option.imageUrl && <CountryImage src={option.imageUrl} />}
                    <Text flex="1" truncate>
                      {option.name}
                    </Text>
                    {showAreaCode && option.areaCode && (
                      <Text color="fg.muted" dir="ltr">{`+${option.areaCode}`}</Text>
                    )}
                    {isSelected && <CheckIcon />}
                  </Flex>
                );
              })}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

function optionLabel(option: CountryOption, showAreaCode: boolean): string {
  return showAreaCode && option.areaCode ? `${option.name} (+${option.areaCode})` : option.name;
}

const Image = chakra('img');

function CountryImage({ src, ...props }: { src: string } & HTMLChakraProps<'img'>) {
  return (
    <Image
      {...responsiveImage(src, IMAGE_PX, 'webp')}
      // The name is written beside it.
      alt=""
      htmlWidth={IMAGE_PX}
      htmlHeight={IMAGE_PX}
      width={`${IMAGE_PX}px`}
      height={`${IMAGE_PX}px`}
      loading="lazy"
      flexShrink={0}
      borderRadius="full"
      {...props}
    />
  );
}

function ChevronIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
