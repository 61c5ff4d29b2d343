import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_SendingInputs */

const en_events_sending = /** @type {(inputs: Events_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your request…`)
};

const fil_events_sending = /** @type {(inputs: Events_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipinapadala ang request mo…`)
};

/**
* | output |
* | --- |
* | "Sending your request…" |
*
* @param {Events_SendingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_sending = /** @type {((inputs?: Events_SendingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_SendingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_sending(inputs)
	return en_events_sending(inputs)
});
export { events_sending as "events.sending" }