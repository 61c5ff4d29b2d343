import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Queuebadgeone2Inputs */

const en_events_queuebadgeone2 = /** @type {(inputs: Events_Queuebadgeone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 waiting to send`)
};

const fil_events_queuebadgeone2 = /** @type {(inputs: Events_Queuebadgeone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 naghihintay maipadala`)
};

/**
* | output |
* | --- |
* | "1 waiting to send" |
*
* @param {Events_Queuebadgeone2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_queuebadgeone2 = /** @type {((inputs?: Events_Queuebadgeone2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Queuebadgeone2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_queuebadgeone2(inputs)
	return en_events_queuebadgeone2(inputs)
});
export { events_queuebadgeone2 as "events.queueBadgeOne" }