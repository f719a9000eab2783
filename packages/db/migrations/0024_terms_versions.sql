CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"takes_effect_at" timestamp with time zone NOT NULL,
	"published_by" uuid,
	CONSTRAINT "terms_versions_version_positive" CHECK ("terms_versions"."version" > 0)
);
--> statement-breakpoint
-- Version 1: the terms effective 1 August 2023 (until now a constant '2023-08-01' in the code), from
-- the Warsaw midnight of that day. {{company.*}} placeholders are filled by the server (docs/terms.md).
INSERT INTO "terms_versions" ("version", "text", "published_at", "takes_effect_at")
VALUES (1, $terms$# Regulamin świadczenia usługi Ads Portal (reklama produktów sponsorowanych)

_Regulamin obowiązuje od dnia 1 sierpnia 2023 r._

## §1. Postanowienia ogólne i definicje

Usługodawcą jest {{company.name}}, {{company.address}}, e-mail: {{company.email}}, tel.: {{company.phone}} („Usługodawca”).

Usługa polega na wyświetlaniu ofert sponsorowanych (produktów Reklamodawcy) w sklepach internetowych Usługodawcy, w kanałach i na rynkach udostępnionych w Portalu.

Reklamodawca to przedsiębiorca (marka lub sprzedawca), który posiada Konto w Portalu. Kampania to zestaw ustawień: nazwa kampanii, domena sklepu, produkty, maksymalny koszt kliknięcia (maks. CPC), budżet dzienny i/lub całkowity, data rozpoczęcia i opcjonalna data zakończenia.

## §2. Konto

Konto zakładane jest za pomocą linku wysłanego na adres e-mail Reklamodawcy; link jest ważny 7 dni. Do założenia Konta wymagane są nazwa użytkownika, hasło i akceptacja Regulaminu.

Jeden adres e-mail może być przypisany tylko do jednego konta użytkownika. Adresu e-mail przypisanego do konta nie można zmienić.

## §3. Kampanie

Wymagane są: nazwa kampanii (unikalna w ramach Konta), domena sklepu, produkt, maks. CPC i data rozpoczęcia. Data zakończenia jest opcjonalna i musi być późniejsza niż data rozpoczęcia.

Należy ustawić co najmniej jeden z budżetów: dzienny lub całkowity. Minimalny maks. CPC wynosi 1,00 zł netto, minimalny budżet dzienny 20,00 zł netto, a minimalny budżet całkowity 20,00 zł netto.

## §4. Kolejność wyświetlania

Oferty sponsorowane są szeregowane według iloczynu maksymalnego kosztu kliknięcia (maks. CPC) i współczynnika klikalności (CTR). Opłata za kliknięcie nie przekracza maks. CPC ustawionego przez Reklamodawcę.

## §5. Zasady wyświetlania

Wyświetlanie kampanii jest wstrzymywane natychmiast po wyczerpaniu budżetu całkowitego.

Po wyczerpaniu budżetu dziennego wyświetlanie jest wstrzymywane do końca dnia i wznawiane następnego dnia, jeżeli okres kampanii go obejmuje.

Wyświetlanie produktu jest wstrzymywane, gdy produkt jest wyprzedany, i wznawiane, gdy jest ponownie dostępny — w granicach budżetu i okresu kampanii.

Kampania bez daty zakończenia trwa do wyczerpania budżetu lub dezaktywacji.

## §6. Zmiany w kampaniach

Zmiany wprowadzone przez Reklamodawcę w kampanii (budżet, maks. CPC, produkty, status) zaczynają obowiązywać w ciągu 2 godzin.

## §7. Opłaty i rozliczenia

Budżety są obciążane za każde kliknięcie, w złotych polskich (PLN). Okresem rozliczeniowym jest miesiąc kalendarzowy.

Faktura wystawiana jest w ciągu 5 dni od zakończenia okresu rozliczeniowego i jest płatna w terminie 15 dni.

## §8. Odmowa, wstrzymanie i rozwiązanie umowy

Usługodawca może odmówić lub wstrzymać wyświetlanie albo rozwiązać umowę w przypadku naruszenia Regulaminu lub przepisów prawa. Reklamodawca, któremu zablokowano dostęp, nie może zakładać nowych kont.

Po rozwiązaniu umowy lub usunięciu Konta trwające wyświetlanie kończy się w ciągu 48 godzin, a opłaty należą się za cały okres wyświetlania.

Za czas zawieszenia świadczenia usługi opłaty nie są naliczane.

## §9. Obowiązki Reklamodawcy

Reklamodawca oświadcza, że jest uprawniony do promowania wskazanych produktów, a ich oferta jest zgodna z prawem. Reklamodawca chroni dane logowania i odpowiada za działania wykonane z jego Konta.

## §10. Odpowiedzialność

Usługodawca nie gwarantuje określonej liczby wyświetleń, kliknięć ani sprzedaży. Statystyki w Portalu są podstawą rozliczeń; mogą być aktualizowane z opóźnieniem.

## §11. Reklamacje

Reklamacje można składać na adres {{company.email}}. Reklamacja musi zawierać temat z rodzajem reklamacji i datą zdarzenia, żądanie Reklamodawcy oraz dane kontaktowe.

Usługodawca odpowiada na reklamacje w ciągu 30 dni od ich otrzymania.

## §12. Dane osobowe

Administratorem danych osobowych użytkowników jest {{company.name}}. Dane są przetwarzane w celu świadczenia usługi i rozliczeń, zgodnie z RODO.

## §13. Wymagania techniczne

Zalecana rozdzielczość ekranu: 1920x1440. Minimalne wersje przeglądarek: Google Chrome 109, Mozilla Firefox 115, Microsoft Edge 109, Safari 16; wymagana obsługa JavaScript i plików cookie.

## §14. Zmiany Regulaminu i postanowienia końcowe

Zmiany Regulaminu wchodzą w życie po 7 dniach od ich ogłoszenia w Portalu. W sprawach nieuregulowanych stosuje się prawo polskie.

Regulamin obowiązuje od dnia 1 sierpnia 2023 r. W razie rozbieżności rozstrzyga wersja polska.

---

# Terms and Conditions of the Ads Portal service (sponsored product advertising)

_These Terms are effective as of 1 August 2023._

## §1. General provisions and definitions

The service is provided by {{company.name}}, {{company.address}}, e-mail: {{company.email}}, phone: {{company.phone}} (the "Provider").

The service displays sponsored offers (the Advertiser's products) in the Provider's online shops, in the channels and markets made available in the Portal.

An Advertiser is a business (a brand or a merchant) holding an Account in the Portal. A Campaign is a set of settings: campaign name, store domain, products, maximum cost per click (max CPC), a daily and/or total budget, a start date and an optional end date.

## §2. Account

An Account is created through a link sent to the Advertiser's e-mail address; the link is valid for 7 days. A user name, a password and acceptance of these Terms are required.

One e-mail address may belong to one user account only. The e-mail address of an account cannot be changed.

## §3. Campaigns

Required: campaign name (unique within the Account), store domain, product, max CPC and start date. The end date is optional and must be later than the start date.

At least one of the daily or total budget must be set. The minimum max CPC is PLN 1.00 net, the minimum daily budget PLN 20.00 net and the minimum total budget PLN 20.00 net.

## §4. Ranking

Sponsored offers are ranked by the maximum cost per click (max CPC) multiplied by the click-through rate (CTR). The price of a click never exceeds the max CPC set by the Advertiser.

## §5. Display rules

A campaign is suspended at once when its total budget is exhausted.

When the daily budget is exhausted, the campaign is suspended until the end of the day and resumes the next day if the campaign period includes it.

A product is not displayed while it is sold out and is displayed again when available, within the budget and the campaign period.

A campaign without an end date runs until its budget is exhausted or it is deactivated.

## §6. Campaign changes

Changes the Advertiser makes to a campaign (budget, max CPC, products, status) take effect within 2 hours.

## §7. Fees and billing

Budgets are charged per click, in Polish zloty (PLN). The billing period is one calendar month.

The invoice is issued within 5 days of the end of the billing period and is payable within 15 days.

## §8. Refusal, suspension and termination

The Provider may refuse or suspend a display, or terminate the service, if these Terms or the law are breached. A banned Advertiser may not open new accounts.

After termination or deletion of the Account, a running display ends within 48 hours, and fees are due for the whole display period.

No fees are charged while the service is suspended.

## §9. The Advertiser's obligations

The Advertiser confirms it is entitled to promote the products it selects and that their offer is lawful. The Advertiser keeps its sign-in data safe and is responsible for actions taken from its Account.

## §10. Liability

The Provider does not guarantee any number of views, clicks or sales. The statistics in the Portal are the basis of billing; they may be updated with a delay.

## §11. Complaints

Complaints may be sent to {{company.email}}. A complaint must include a subject with the type of complaint and the date of the event, the Advertiser's demand and contact details.

The Provider answers complaints within 30 days of receipt.

## §12. Personal data

{{company.name}} is the controller of users' personal data, processed to provide and bill the service, in accordance with the GDPR.

## §13. Technical requirements

Recommended screen resolution: 1920x1440. Minimum browser versions: Google Chrome 109, Mozilla Firefox 115, Microsoft Edge 109, Safari 16; JavaScript and cookies must be enabled.

## §14. Changes to the Terms and final provisions

Changes to these Terms take effect 7 days after they are announced in the Portal. Matters not covered here are governed by Polish law.

These Terms are effective as of 1 August 2023. In case of discrepancies the Polish version prevails.$terms$, '2023-07-31T22:00:00Z', '2023-07-31T22:00:00Z');--> statement-breakpoint
-- Acceptances were recorded with the version string '2023-08-01', the only one the server accepted:
-- it becomes 1. Any other value fails the NOT NULL column and stops the migration (no record is lost).
ALTER TABLE "terms_acceptances" ALTER COLUMN "version" SET DATA TYPE integer USING (CASE "version" WHEN '2023-08-01' THEN 1 END);--> statement-breakpoint
-- A user's newest accepted version: an unknown old string means "not accepted" (they are asked again).
ALTER TABLE "users" ALTER COLUMN "terms_accepted_version" SET DATA TYPE integer USING (CASE "terms_accepted_version" WHEN '2023-08-01' THEN 1 END);--> statement-breakpoint
ALTER TABLE "terms_versions" ADD CONSTRAINT "terms_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terms_versions_effect_idx" ON "terms_versions" USING btree ("takes_effect_at");--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_version_terms_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A published version is what users accepted: its number, text and dates never change and it is never
-- deleted (only published_by may become null when that staff user is deleted).
CREATE FUNCTION terms_versions_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.version <> OLD.version OR NEW.text <> OLD.text OR NEW.published_at <> OLD.published_at
     OR NEW.takes_effect_at <> OLD.takes_effect_at THEN
    RAISE EXCEPTION 'terms_versions: a published terms version cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER terms_versions_published BEFORE UPDATE OR DELETE ON "terms_versions" FOR EACH ROW EXECUTE FUNCTION terms_versions_refuse_change();
