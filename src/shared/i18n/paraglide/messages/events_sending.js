import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_SendingInputs */

const en_events_sending = /** @type {(inputs: Events_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending your request…`)
};

/**
* | output |
* | --- |
* | "Sending your request…" |
*
* @param {Events_SendingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_sending = /** @type {((inputs?: Events_SendingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_SendingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_sending(inputs)
});
export { events_sending as "events.sending" }