import type { Widen } from '../widen';
import type { problems as en } from '../en/problems';

/** Polish messages of API problems, one per catalogue type and field detail of `../en/problems.ts`. */
export const problems: Widen<typeof en> = {
  problems: {
    catalogue: {
      AccessForbiddenException: 'Brak dostępu do konta reklamowego.',
      AccountNameTakenException: 'Konto o tej nazwie już istnieje.',
      AnnouncementNameTakenException: 'Nazwa ogłoszenia jest zajęta, a musi być unikalna.',
      CampaignCreationException: 'Nie można utworzyć kampanii',
      CampaignValidationException: 'Błąd walidacji kampanii',
      CampaignNameNotUniqueException: 'Nazwa kampanii musi być unikalna w obrębie konta.',
      ComplaintStateException: 'Ten krok nie pasuje do obecnego stanu reklamacji. Odśwież stronę, aby go zobaczyć.',
      InvalidStatisticsParamsException: 'Nieprawidłowe parametry pobierania statystyk (potrzebne: lista metryk, campaignId i sortBy)',
      InvalidSortByDefinitionException: 'Nieprawidłowy format sortBy w statystykach',
      InvalidMoneyFormatException: 'Nieprawidłowy format kwoty',
      InventoryFilterValidationException: 'Błąd walidacji',
      ResourceOptimisticLockException: 'Zasób został zmieniony. Odśwież stronę i spróbuj ponownie.',
      OptimisticLockingFailureException: 'Zasób został zmieniony. Odśwież stronę i spróbuj ponownie.',
      ResourceNotFoundException: 'Nie znaleziono zasobu',
      ResourceForbiddenException: 'Brak dostępu do zasobu',
      StaticBannerDuplicatedPlacementChannelMarketException: 'Baner statyczny dla tego miejsca, kanału i rynku już istnieje.',
      StoreExternalIdTakenException: 'Sklep o tym identyfikatorze zewnętrznym już istnieje.',
      BillingProfileMissingException: 'Przed opublikowaniem kampanii uzupełnij dane rozliczeniowe konta (firma, adres, NIP).',
      TooManyCampaignsUserStatusToChangeException: 'Nie można zmienić statusu więcej niż 1000 kampanii jednocześnie.',
      TooManySkusException: 'Wpisano zbyt wiele numerów SKU.',
      TooManyRequestsException: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
      OperationNotAllowedForAccountException: 'Operacja niedozwolona dla tego konta',
      ValidationException: 'Wystąpił błąd walidacji',
    },
    fields: {
      CampaignValidationException: { END_DATE: 'Data zakończenia powinna być późniejsza niż data rozpoczęcia.' },
      InventoryFilterValidationException: {
        BRANDS: 'Wybierz od 1 do 100 marek.',
        SEASONS: 'Wybierz od 1 do 100 sezonów.',
        CATEGORIES: 'Wybierz od 1 do 100 kategorii.',
      },
    },
    fallback: 'Coś poszło nie tak, spróbuj ponownie później.',
  },
};
