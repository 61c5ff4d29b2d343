import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_CheckingInputs */

const en_events_checking = /** @type {(inputs: Events_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the event…`)
};

const fil_events_checking = /** @type {(inputs: Events_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tinitingnan ang event…`)
};

/**
* | output |
* | --- |
* | "Checking the event…" |
*
* @param {Events_CheckingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_checking = /** @type {((inputs?: Events_CheckingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_CheckingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_checking(inputs)
	return en_events_checking(inputs)
});
export { events_checking as "events.checking" }