import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuestuck1Inputs */

const en_events_queuestuck1 = /** @type {(inputs: Events_Queuestuck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs staff attention`)
};

const fil_events_queuestuck1 = /** @type {(inputs: Events_Queuestuck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan ng tulong ng staff`)
};

/**
* | output |
* | --- |
* | "Needs staff attention" |
*
* @param {Events_Queuestuck1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queuestuck1 = /** @type {((inputs?: Events_Queuestuck1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuestuck1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queuestuck1(inputs)
	return en_events_queuestuck1(inputs)
});
export { events_queuestuck1 as "events.queueStuck" }