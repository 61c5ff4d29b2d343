import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_RequestsInputs */

const en_events_requests = /** @type {(inputs: Events_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests`)
};

const fil_events_requests = /** @type {(inputs: Events_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga request`)
};

/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Events_RequestsInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_requests = /** @type {((inputs?: Events_RequestsInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_RequestsInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_requests(inputs)
	return en_events_requests(inputs)
});
export { events_requests as "events.requests" }